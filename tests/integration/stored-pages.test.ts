import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "../helpers/members";
import { countingApp } from "../helpers/counting-app";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { STORED_TOGETHER, STORES_WAITING, storedPages } from "../../server/http/stored-pages";
import type { Logger } from "../../server/logger";

/**
 * Issue #48 item 1 (ADR 0064): an anonymous reader's page is rendered once per change, stored in the database,
 * and served from there by every process of the same build, until a change to what it shows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const processes: { pagesStored: () => Promise<void> }[] = [];

/** A process of the app on the shared database, whose pages `build` renders. */
async function processOf(build = "build-1", config: Partial<TestApp["config"]> = {}) {
  const { app, rendersOf } = await countingApp(t, { buildVersion: build, config });
  processes.push(app);
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  return { get, rendersOf };
}

/**
 * Until every process has heard the writes made so far and applied them to the store. (Otherwise a change
 * heard before a render may be applied after the page is stored, and drop it: a page rendered once more
 * in production, a page missing in a test.)
 */
async function changesApplied() {
  await t.forumChanges.caughtUp();
  await Promise.all(processes.map((process) => process.pagesStored()));
}

/** What another process or the store shows soon: a page is stored, and a change applied, after an answer. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });

const storedCount = async () =>
  Number((await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stored_pages`)).rows[0]!.n);

/** Until the store holds `count` pages more than `before`: a page is stored after it is answered. */
const storedAfter = (before: number, count = 1) => eventually(storedCount).toBe(before + count);

async function newPost(title: string, email = "stored-ann@example.com"): Promise<string> {
  const result = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO posts (title, content, category, author_id)
    SELECT ${title}, 'Written for a test of stored pages', 'general', id FROM users WHERE email = ${email}
    RETURNING id`);
  await changesApplied();
  return result.rows[0]!.id;
}

/** How many stored pages show this post. */
const storedShowing = async (postId: string) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM stored_pages WHERE tags @> ARRAY[${`post:${postId}`}]`,
      )
    ).rows[0]!.n,
  );

const permalink = (id: string) => `/community/forum/posts/${id}`;

/** The page a browser shows: the body decoded as its Content-Encoding says. */
async function htmlOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const decoded = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
  return decoded.toString("utf8");
}

describe("a page stored once serves every process of its build", () => {
  let postId: string;
  beforeAll(async () => {
    await signedInMember(t, "stored-ann@example.com");
    postId = await newPost("Stored: where to register a residence permit");
  });

  it("another process, and one started later, answer from the store without rendering, with the same ETag", async () => {
    const first = await processOf();
    const before = await storedCount();
    const rendered = await first.get(permalink(postId), { "Accept-Encoding": "br" });
    expect(rendered.status).toBe(200);
    const renderedHtml = await htmlOf(rendered);
    expect(first.rendersOf(permalink(postId))).toBe(1);
    await storedAfter(before);

    const second = await processOf();
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await second.get(permalink(postId), { "Accept-Encoding": encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("etag")).toBe(rendered.headers.get("etag"));
      expect(answer.headers.get("cache-control")).toBe(rendered.headers.get("cache-control"));
      expect(answer.headers.get("content-security-policy")).toBe(rendered.headers.get("content-security-policy"));
      expect(answer.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      expect(await htmlOf(answer)).toBe(renderedHtml);
    }
    expect(second.rendersOf(permalink(postId))).toBe(0);
    // The post is new: its page says "just now", which is true for a minute.
    const life = await t.database.db.execute<{
      seconds: number;
    }>(sql`SELECT round(extract(epoch FROM expires_at - stored_at))::int
      AS seconds FROM stored_pages WHERE key = ${`build-1 ${permalink(postId)}`}`);
    expect(life.rows[0]!.seconds).toBe(60);

    // A crawler that asks whether the page changed, of any process, is told it did not.
    const conditional = await second.get(permalink(postId), { "If-None-Match": rendered.headers.get("etag")! });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe("");
  });

  it("another build renders its own page, and a member's page is never taken from the store", async () => {
    const other = await processOf("build-2");
    expect((await other.get(permalink(postId))).status).toBe(200);
    expect(other.rendersOf(permalink(postId))).toBe(1);

    const member = await signedInMember(t, "stored-bea@example.com");
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const same = await processOf();
    const page = await same.get(permalink(postId), { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(same.rendersOf(permalink(postId))).toBe(1);
  });

  it("a crawler refused is refused until its Retry-After has passed, stored pages too, each after a pause", async () => {
    const googlebot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const stored = await processOf();
    expect((await stored.get(permalink(postId), googlebot)).status).toBe(200); // from the store: not counted
    const crawled = await processOf("build-1", { CRAWLER_RENDERS_PER_MINUTE: 1 });
    expect((await crawled.get("/community/forum/c/general", googlebot)).status).toBe(200); // its one render
    const asked = performance.now();
    const refused = await crawled.get("/community/forum?page=2", googlebot);
    expect(refused.status).toBe(429);
    // A crawler that does not wait is answered at its connection's pace, not at the server's.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(900);
    // Asking again before its Retry-After: refused without a look in the store, where the permalink is.
    const again = await crawled.get(permalink(postId), googlebot);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(50);
    expect(crawled.rendersOf(permalink(postId))).toBe(0);
    // A person's browser is never held off.
    expect((await crawled.get(permalink(postId))).status).toBe(200);
    expect(crawled.rendersOf(permalink(postId))).toBe(0);
  });

  it("a post edited in another process leaves the store: every process renders the new title", async () => {
    const reader = await processOf();
    await reader.get(permalink(postId));
    await t.database.db.execute(sql`UPDATE posts SET title = 'Stored: the permit, edited' WHERE id = ${postId}`);
    await changesApplied();
    const fresh = await processOf();
    await eventually(async () =>
      (await (await fresh.get(permalink(postId))).text()).includes("the permit, edited"),
    ).toBe(true);
    expect(await (await reader.get(permalink(postId))).text()).toContain("the permit, edited");
  });

  it("a post removed answers 404 from every process, with nothing of it stored", async () => {
    const gone = await newPost("Stored: a post that is removed");
    const reader = await processOf();
    expect((await reader.get(permalink(gone))).status).toBe(200);
    await eventually(() => storedShowing(gone)).toBeGreaterThan(0);
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'removed' WHERE id = ${gone}`);
    await changesApplied();
    const other = await processOf();
    await eventually(async () => (await other.get(permalink(gone))).status).toBe(404);
    expect((await reader.get(permalink(gone))).status).toBe(404);
    await eventually(() => storedShowing(gone)).toBe(0);
  });
});

describe("the store's bounds", () => {
  const storedOf = async (build: string) =>
    Number(
      (
        await t.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM stored_pages WHERE key LIKE ${`${build} %`}`,
        )
      ).rows[0]!.n,
    );

  it("a like marks the pages that show it, which are rendered again past the counts' bound", async () => {
    const postId = await newPost("Stored: a post that is liked");
    const reader = await processOf("build-likes");
    await reader.get(permalink(postId));
    await eventually(() => storedOf("build-likes")).toBe(1);
    await t.database.db.execute(sql`INSERT INTO likes (user_id, post_id)
      SELECT id, ${postId} FROM users WHERE email = 'stored-bea@example.com'`);
    await changesApplied();
    const marked = sql`SELECT count(*)::int AS n FROM stored_pages WHERE key LIKE 'build-likes %'
      AND counts_changed_at IS NOT NULL`;
    await eventually(async () => (await t.database.db.execute<{ n: number }>(marked)).rows[0]!.n).toBe(1);
    // Within the bound another process serves the page as it was; past it, renders it again.
    const other = await processOf("build-likes");
    await other.get(permalink(postId));
    expect(other.rendersOf(permalink(postId))).toBe(0);
    await t.database.db.execute(sql`UPDATE stored_pages SET counts_changed_at = now() - interval '11 seconds'
      WHERE key LIKE 'build-likes %'`);
    await other.get(permalink(postId));
    expect(other.rendersOf(permalink(postId))).toBe(1);
  });

  it("React Router's data and made-up query parameters are not stored", async () => {
    const postId = await newPost("Stored: read as data");
    const reader = await processOf("build-data");
    expect((await reader.get(`${permalink(postId)}.data`)).status).toBe(200);
    expect((await reader.get(`${permalink(postId)}?utm=${Math.random()}`)).status).toBe(200);
    expect((await reader.get(permalink(postId))).status).toBe(200);
    await eventually(() => storedOf("build-data")).toBe(1);
    const keys = await t.database.db.execute<{ key: string }>(
      sql`SELECT key FROM stored_pages WHERE key LIKE 'build-data %'`,
    );
    expect(keys.rows.map((row) => row.key)).toEqual([`build-data ${permalink(postId)}`]);
  });

  it("past STORED_PAGES_MAX_MB the oldest go, whatever their build", async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await newPost(`Stored: bound ${i}`));
    // About a page's worth: each store prunes.
    const maxBytes = 0.02 * 1024 * 1024;
    const reader = await processOf("build-bounded", { STORED_PAGES_MAX_MB: 0.02 });
    const totalBytes = async () =>
      (
        await t.database.db.execute<{ bytes: number }>(
          sql`SELECT coalesce(sum(octet_length(body) + octet_length(key)), 0)::int AS bytes FROM stored_pages`,
        )
      ).rows[0]!.bytes;
    const keys = async () =>
      (await t.database.db.execute<{ key: string }>(sql`SELECT key FROM stored_pages`)).rows.map((row) => row.key);
    for (const id of ids) {
      expect((await reader.get(permalink(id))).status).toBe(200);
      // Stored, and the store pruned to its size: the page just stored is the last to go.
      await eventually(
        async () => (await keys()).includes(`build-bounded ${permalink(id)}`) && (await totalBytes()) <= maxBytes,
      ).toBe(true);
    }
    expect((await keys()).length).toBeLessThanOrEqual(2);
  });

  it(`stores are written together (issue #48 items 1 and 4): one statement at a time, ${STORED_TOGETHER} pages to a statement, ${STORES_WAITING} waiting, the rest not stored`, async () => {
    // The database as the store sees it: the first statement held until the test lets it go.
    let running = 0;
    let mostAtOnce = 0;
    const storedAfterEach: number[] = [];
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const db = {
      execute: async (query: Parameters<TestApp["database"]["db"]["execute"]>[0]) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await held;
        try {
          const result = await t.database.db.execute(query);
          storedAfterEach.push(await storedOf("build-turns"));
          return result;
        } finally {
          running--;
        }
      },
    };
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    const store = storedPages({ db } as never, logger, {
      buildVersion: "build-turns",
      maxBytes: 1024 * 1024 * 1024,
      changedSince: () => false,
    });
    const page = (i: number) => ({
      path: `/community/forum/posts/turn-${i}`,
      headers: { "content-type": "text/html; charset=utf-8" },
      body: Buffer.from(`<!doctype html><title>Page ${i}</title>`),
      etag: `"turn-${i}"`,
      from: { heard: 0, writes: 0, memberId: null, tags: new Set([`post:turn-${i}`]) },
    });
    // A crawler's first page is being written when its next hundred arrive (at once, the worst case).
    const first = store.put(page(0));
    await eventually(() => running).toBe(1);
    const more = Array.from({ length: 100 }, (_, i) => store.put(page(i + 1)));
    letGo();
    await Promise.all([first, ...more]);
    await store.settled();
    expect(mostAtOnce).toBe(1);
    expect(await storedOf("build-turns")).toBe(1 + STORES_WAITING);
    // The first page alone, then the ones that waited, STORED_TOGETHER to each statement.
    const together = Array.from({ length: STORES_WAITING / STORED_TOGETHER }, (_, i) => 1 + (i + 1) * STORED_TOGETHER);
    expect(storedAfterEach).toEqual([1, ...together]);
    expect(warnings).toEqual([]);
  });

  it("writes a page asked for twice while it waited once, the later render", async () => {
    const store = storedPages(t.database, console as unknown as Logger, {
      buildVersion: "build-twice",
      maxBytes: 1024 * 1024 * 1024,
      changedSince: () => false,
    });
    const render = (title: string) => ({
      path: "/community/forum/posts/twice",
      headers: { "content-type": "text/html; charset=utf-8" },
      body: Buffer.from(`<!doctype html><title>${title}</title>`),
      etag: `"${title}"`,
      from: { heard: 0, writes: 0, memberId: null, tags: new Set(["post:twice"]) },
    });
    await Promise.all([store.put(render("first")), store.put(render("second"))]);
    await store.settled();
    const rows = await t.database.db.execute<{ etag: string }>(
      sql`SELECT etag FROM stored_pages WHERE key = 'build-twice /community/forum/posts/twice'`,
    );
    expect(rows.rows.map(({ etag }) => etag)).toEqual(['"second"']);
  });

  it("of pages written together, one whose post changed while it was rendered leaves the store again", async () => {
    // The post was removed while its page rendered: the change may have been applied before the row existed.
    const changedWhileRendered = new Set(["post:raced"]);
    const store = storedPages(t.database, console as unknown as Logger, {
      buildVersion: "build-raced",
      maxBytes: 1024 * 1024 * 1024,
      changedSince: (from) => [...from.tags].some((tag) => changedWhileRendered.has(tag)),
    });
    const render = (post: string) => ({
      path: `/community/forum/posts/${post}`,
      headers: { "content-type": "text/html; charset=utf-8" },
      body: Buffer.from(`<!doctype html><title>${post}</title>`),
      etag: `"${post}"`,
      from: { heard: 0, writes: 0, memberId: null, tags: new Set([`post:${post}`]) },
    });
    await Promise.all([store.put(render("kept")), store.put(render("raced"))]);
    await store.settled();
    const rows = await t.database.db.execute<{ key: string }>(
      sql`SELECT key FROM stored_pages WHERE key LIKE 'build-raced %'`,
    );
    expect(rows.rows.map(({ key }) => key)).toEqual(["build-raced /community/forum/posts/kept"]);
  });
});
