import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

describe("/api/health, sitemap and robots", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 200 with the database status and a request id", async () => {
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
  });

  it("answers 404 as JSON for an unknown API path", async () => {
    const response = await t.app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("serves a sitemap of every public page and robots.txt pointing at it", async () => {
    const sitemap = await (await t.app.request("/sitemaps/pages.xml")).text();
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/legal/gnib-registration</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/glossary</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/community/forum/c/housing</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/start</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/ar/glossary</loc>");
    expect(sitemap).toContain("<loc>http://127.0.0.1:3000/pt-br</loc>");
    // Home, first-week checklist, terms, glossary, forum; 8 categories; 9 landings; 38 guides; in six languages.
    expect(sitemap.match(/<loc>/g)).toHaveLength((5 + 8 + 9 + 38) * 6);
    expect(await (await t.app.request("/robots.txt")).text()).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
  });

  it("indexes the pages' sitemap and the posts' files: every post a visitor may read, in six languages, with its last change", async () => {
    const post = async (title: string, minutesAgo: number) => {
      const result = await t.database.db.execute<{ id: string }>(sql`
        INSERT INTO posts (title, content, category, created_at, updated_at)
        VALUES (${title}, 'A test body', 'general', now() - make_interval(mins => ${minutesAgo}),
          now() - make_interval(mins => ${minutesAgo}))
        RETURNING id`);
      return result.rows[0]!.id;
    };
    const older = await post("Where do I get a PPS number?", 60);
    const newer = await post("Is the Leap Card worth it?", 30);
    const hidden = await post("A hidden post", 20);
    const pending = await post("A post waiting for approval", 10);
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${hidden}`);
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'pending' WHERE id = ${pending}`);
    // A visible comment is the post's last change.
    await t.database.db.execute(sql`
      INSERT INTO comments (post_id, content, created_at, updated_at)
      VALUES (${older}, 'At Intreo', now() - make_interval(mins => 5), now() - make_interval(mins => 5))`);

    const index = await t.app.request("/sitemap.xml");
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    expect([...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "http://127.0.0.1:3000/sitemaps/pages.xml",
      "http://127.0.0.1:3000/sitemaps/posts-1.xml",
    ]);
    const posts = await (await t.app.request("/sitemaps/posts-1.xml")).text();
    const entries = [...posts.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(entries.map((match) => match[1])).toEqual(
      [older, newer].flatMap((id) =>
        ["", "/pt-br", "/es", "/zh-cn", "/uk", "/ar"].map(
          (prefix) => `http://127.0.0.1:3000${prefix}/community/forum/posts/${id}`,
        ),
      ),
    );
    const lastmod = (id: string) => entries.find((match) => match[1]!.endsWith(id))![2]!;
    expect(Date.now() - Date.parse(lastmod(older))).toBeLessThan(6 * 60_000); // the comment, 5 minutes ago
    expect(Date.now() - Date.parse(lastmod(newer))).toBeGreaterThan(29 * 60_000);
    expect(posts).not.toContain(hidden);
    expect(posts).not.toContain(pending);

    // A post hidden later leaves the file; a file the index does not name, or a made-up one, is not found.
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'removed' WHERE id = ${newer}`);
    expect(await (await t.app.request("/sitemaps/posts-1.xml")).text()).not.toContain(newer);
    for (const path of [
      "/sitemaps/posts-2.xml",
      "/sitemaps/posts-0.xml",
      "/sitemaps/posts-x.xml",
      "/sitemaps/other.xml",
    ]) {
      expect([path, (await t.app.request(path)).status]).toEqual([path, 404]);
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = await createTestApp();
    await broken.close();
    const response = await broken.app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error", database: { status: "unavailable" } });
    // Readiness says so, with when to ask again; liveness does not read the database: the process is alive.
    const ready = await broken.app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect((await broken.app.request("/api/health/live")).status).toBe(200);
  });

  it("is not ready once the process has been told to stop, and never cached", async () => {
    const ready = await t.app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toMatchObject({ status: "ok", listening: true, stopping: false });
    t.lifecycle.stopping = true;
    try {
      const stopping = await t.app.request("/api/health/ready");
      expect(stopping.status).toBe(503);
      expect(await stopping.json()).toMatchObject({ status: "error", stopping: true });
      expect((await t.app.request("/api/health/live")).status).toBe(200);
    } finally {
      t.lifecycle.stopping = false;
    }
  });
});
