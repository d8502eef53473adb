import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/http/content-security-policy";
import { createApp } from "../../server/app";
import { cookieName } from "../../common/paraglide/runtime.js";
import { KNOWN_DEVICE_COOKIE } from "../../server/auth/known-device";
import { setFlash } from "../../server/http/flash";
import { SHARED_PAGE_CACHE } from "../../server/http/pages-in-memory";
import { createLogger } from "../../server/logger";
import { postAs, signedInMember } from "../helpers/members";
import { pageRenderer } from "../helpers/page-renderer";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/** What every request pays before its route, and what a static file or the ceiling skips (ADR 0018). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger("info", false, stream), lines };
}

describe("/api/health/live: liveness, and the server's ceiling", () => {
  it("answers without the database, a request id or a log line", async () => {
    const { logger, lines } = capturedLogger();
    const database = {
      ...t.database,
      ping: () => Promise.reject(new Error("the database was asked")),
      db: new Proxy(t.database.db, {
        get() {
          throw new Error("the database was asked");
        },
      }),
    };
    const app = createApp({ ...t, database, logger });
    const response = await app.request("/api/health/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-request-id")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(lines).toEqual([]);
  });
});

describe("static files", () => {
  const clientDir = mkdtempSync(join(tmpdir(), "ig-static-"));
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "assets/entry-abc123.js"), script);
  writeFileSync(join(clientDir, "assets/entry-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(clientDir, "assets/entry-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");

  it("are answered from the copies made at build time, by what the client accepts, before the request log", async () => {
    const { logger, lines } = capturedLogger();
    const app = createApp({ ...t, logger }, { clientDir });
    const brotli = await app.request("/assets/entry-abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    const gzip = await app.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request("/assets/entry-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await plain.text()).toBe(script);
    // Security headers as on every response; no request id, no log line.
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(plain.headers.get("x-request-id")).toBeNull();
    expect(lines.filter((line) => line.msg === "request")).toEqual([]);
  });

  it("answer a revalidation with 304 and HEAD without a body", async () => {
    const app = createApp(t, { clientDir });
    const first = await app.request("/favicon.svg");
    expect(first.headers.get("content-type")).toBe("image/svg+xml");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect((await app.request("/favicon.svg", { headers: { "If-None-Match": etag } })).status).toBe(304);
    const head = await app.request("/favicon.svg", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("6");
  });

  it("leave every other path to the routes, which log it", async () => {
    const { logger, lines } = capturedLogger();
    const app = createApp({ ...t, logger }, { clientDir });
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(lines.filter((line) => line.msg === "request")).toMatchObject([{ path: "/api/health", status: 200 }]);
    expect((await app.request("/assets/missing.js")).status).toBe(404);
  });
});

describe("the request log", () => {
  it("times a streamed response to its last byte, not to its headers", async () => {
    const { logger, lines } = capturedLogger();
    let finish!: () => void;
    const app = createApp(
      { ...t, logger },
      {
        renderPage: async () =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode("<p>first</p>"));
                finish = () => {
                  controller.enqueue(new TextEncoder().encode("<p>last</p>"));
                  controller.close();
                };
              },
            }),
            { headers: { "Content-Type": "text/html" } },
          ),
      },
    );
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/streamed`, { headers: { "Accept-Encoding": "identity" } });
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("first");
      // Headers and the first chunk have gone: the request is not over, and is not logged yet.
      expect(lines.filter((line) => line.msg === "request")).toEqual([]);
      finish();
      while (!(await reader.read()).done);
      for (let i = 0; i < 50 && !lines.some((line) => line.msg === "request"); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(lines.filter((line) => line.msg === "request")).toMatchObject([{ path: "/streamed", status: 200 }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** Until the live feed's version has stood still for 300 ms: the notifications of a write have all arrived. */
async function feedSettled() {
  for (let version = -1; version !== t.forumChanges.version;) {
    version = t.forumChanges.version;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** An app whose page renders are counted: a page served from memory is not rendered. */
async function countingApp(config: Partial<TestApp["config"]> = {}) {
  const renderer = await pageRenderer(); // the test app's (shared): not closed here
  const counted = { renders: 0 };
  const app = createApp(
    { ...t, config: { ...t.config, ...config } },
    {
      renderPage: (request, context) => {
        counted.renders++;
        return renderer.render(request, context);
      },
      pageAudience: renderer.audienceOf,
    },
  );
  return { app, counted };
}

describe("the forum's list pages for anonymous readers", () => {
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  it("are rendered once until the live feed hears of a change, and kept without a nonce", async () => {
    const { app, counted } = await countingApp();
    const first = await app.request("/community/forum");
    const firstHtml = await first.text();
    const second = await app.request("/community/forum");
    const secondHtml = await second.text();
    expect(counted.renders).toBe(1);
    expect(second.status).toBe(200);
    expect(secondHtml).toBe(firstHtml);
    // One body for every reader: no nonce in it nor in its policy, which lists its inline scripts' hashes.
    expect(nonceOf(first)).toBeUndefined();
    expect(firstHtml).not.toMatch(/\bnonce="[^"]/);
    const hashes = inlineScriptHashes(firstHtml);
    expect(hashes.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]*)/.exec(second.headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSrc).toBe(["'self'", ...hashes.map((hash) => `'${hash}'`)].join(" "));

    // Another page, the data of client-side navigation: each kept on its own.
    await app.request("/community/forum?page=2");
    await app.request("/community/forum.data");
    await app.request("/community/forum.data");
    expect(counted.renders).toBe(3);
    // A request with a cookie is never served from the cache, and its page has its own nonce.
    const withCookie = await app.request("/community/forum", { headers: { Cookie: "theme=dark" } });
    expect(counted.renders).toBe(4);
    expect(nonceOf(withCookie)).toBeTruthy();
    // The language choice and the known-device mark change nothing a page shows: their reader gets the
    // page kept for every reader without cookies (a Portuguese reader who chose the language, issue #33).
    const chosen = await app.request("/community/forum", {
      headers: { Cookie: `${cookieName}=pt-br; ${KNOWN_DEVICE_COOKIE}=abc` },
    });
    expect(counted.renders).toBe(4);
    expect(await chosen.text()).toBe(firstHtml);
    expect(chosen.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    // One of them beside a cookie that may change the page (a session, a flash message): its own page.
    await app.request("/community/forum", { headers: { Cookie: `${cookieName}=pt-br; flash=x` } });
    expect(counted.renders).toBe(5);
    // Compressed once, when kept: brotli or gzip as the client accepts.
    const brotli = await app.request("/community/forum", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(firstHtml);
    const gzipped = await app.request("/community/forum", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(firstHtml);
    expect(counted.renders).toBe(5);
    // A change the feed hears of (here: announced as a post's trigger would, from any process) drops every kept page.
    await t.database.db.execute(
      sql`SELECT pg_notify('forum_changes', json_build_object('postId', gen_random_uuid(), 'change', 'update')::text)`,
    );
    await t.forumChanges.caughtUp();
    await app.request("/community/forum");
    expect(counted.renders).toBe(6);
  });

  it("include a post's own page, kept until a comment is made on it", async () => {
    const { app, counted } = await countingApp();
    const member = await signedInMember(t, "permalink-writer@example.com");
    const postId = await postAs(member, "Where to buy a Leap card", "Is there a shop at the airport?");
    await feedSettled(); // PostgreSQL's notifications of the new post arrive after the write
    const permalink = `/community/forum/posts/${postId}`;
    const first = await (await app.request(permalink)).text();
    expect(await (await app.request(permalink)).text()).toBe(first);
    expect(counted.renders).toBe(1);
    expect(first).not.toContain("The Spar in Terminal 1 sells them");

    const commented = await member.submit(permalink, {
      intent: "comment",
      content: "The Spar in Terminal 1 sells them",
      parentId: "",
    });
    expect(commented.status).toBe(200);
    await feedSettled();
    expect(await (await app.request(permalink)).text()).toContain("The Spar in Terminal 1 sells them");
    expect(counted.renders).toBe(2);
    // Another page of its comments, or a post that is not there, is not the same page.
    await app.request(`${permalink}?comments=2`);
    expect((await app.request(`/community/forum/posts/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`)).status).toBe(
      404,
    );
    expect(counted.renders).toBe(4);
  });

  it("show a new post once it is made", async () => {
    const renderer = await pageRenderer();
    const app = createApp(t, { renderPage: renderer.render, pageAudience: renderer.audienceOf });
    const before = await (await app.request("/community/forum")).text();
    expect(before).not.toContain("Fresh off the boat at Dublin Port");
    const member = await signedInMember(t, "cache-writer@example.com");
    const posted = await member.submitDocument("/community/forum/new-post", {
      title: "Fresh off the boat at Dublin Port",
      content: "Where do I get a Leap card?",
      category: "transport",
    });
    expect(posted.status).toBeLessThan(400);
    expect(await (await app.request("/community/forum")).text()).toContain("Fresh off the boat at Dublin Port");
  });
});

/**
 * Issue #34 item 4: kept pages are bounded by their bytes (KEPT_PAGES_MAX_MB), not by a count, and the
 * least recently read go first. A page is kept in the encodings readers asked for (here none: its HTML).
 */
describe("anonymous pages kept within a budget of bytes", () => {
  const pages = (...paths: string[]) => paths.map((path) => `/community/forum${path}`);
  async function withBudget(htmlTimes: number) {
    const probe = await countingApp();
    const html = Buffer.byteLength(await (await probe.app.request("/community/forum")).text());
    return countingApp({ KEPT_PAGES_MAX_MB: (html * htmlTimes) / (1024 * 1024) });
  }
  const read = async (app: Awaited<ReturnType<typeof countingApp>>["app"], path: string) =>
    expect((await app.request(path)).status).toBe(200);

  it("keeps no page larger than the whole budget", async () => {
    await feedSettled();
    const { app, counted } = await withBudget(0.9);
    for (const path of pages("", "")) await read(app, path);
    expect(counted.renders).toBe(2);
  });

  it("keeps what fits, and lets the least recently read page go first", async () => {
    await feedSettled();
    const one = await withBudget(1.5); // room for one page
    for (const path of pages("", "", "?page=2", "?page=2", "")) await read(one.app, path);
    expect(one.counted.renders).toBe(3); // the first, the second (the first goes), the first again

    const two = await withBudget(2.5); // room for two pages, not three
    for (const path of pages("", "?page=2", "")) await read(two.app, path);
    expect(two.counted.renders).toBe(2); // the first was read again: the second is now the least recent
    await read(two.app, "/community/forum?page=3");
    expect(two.counted.renders).toBe(3);
    await read(two.app, "/community/forum");
    expect(two.counted.renders).toBe(3); // still kept: ?page=2 went
    await read(two.app, "/community/forum?page=2");
    expect(two.counted.renders).toBe(4);
  });
});

/** Waits until no member event (server/realtime/member-events.ts) has arrived for a while. */
async function memberEventsSettled() {
  let heard = 1;
  const stop = t.memberEvents.watch(() => heard++);
  while (heard > 0) {
    heard = 0;
    await t.database.db.execute(sql`SELECT 1`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
}

describe("a member's forum pages", () => {
  const cookieOf = (browser: TestBrowser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

  it("are kept for that member alone, until their write in this process or an event for them", async () => {
    const { app, counted } = await countingApp();
    const ann = await signedInMember(t, "kept-ann@example.com");
    const bea = await signedInMember(t, "kept-bea@example.com");
    await feedSettled();
    await memberEventsSettled();
    const asAnn = { headers: { Cookie: cookieOf(ann) } };
    const asBea = { headers: { Cookie: cookieOf(bea) } };
    const first = await app.request("/community/forum", asAnn);
    const firstHtml = await first.text();
    const second = await app.request("/community/forum", asAnn);
    expect(await second.text()).toBe(firstHtml);
    expect(counted.renders).toBe(1);
    expect(firstHtml).toContain("kept-ann@example.com");
    // Kept, it is still hers alone: no shared cache nor the history keeps it, and no nonce is reused.
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(firstHtml).not.toMatch(/\bnonce="[^"]/);
    // Another member, and a reader without cookies, get their own pages.
    const beaHtml = await (await app.request("/community/forum", asBea)).text();
    expect(beaHtml).toContain("kept-bea@example.com");
    expect(beaHtml).not.toContain("kept-ann@example.com");
    expect(await (await app.request("/community/forum")).text()).not.toContain("kept-ann@example.com");
    expect(counted.renders).toBe(3);

    // Her write in this process (whatever it was: here a form the forum page refuses) drops her pages.
    await app.request("/community/forum", {
      method: "POST",
      headers: { ...asAnn.headers, Origin: t.config.publicUrl },
      body: new URLSearchParams({ intent: "nothing" }),
    });
    const afterWrite = counted.renders;
    await app.request("/community/forum", asAnn);
    expect(counted.renders).toBe(afterWrite + 1);
    await app.request("/community/forum", asAnn);
    expect(counted.renders).toBe(afterWrite + 1);
    // Bea's are not hers to drop.
    await app.request("/community/forum", asBea);
    expect(counted.renders).toBe(afterWrite + 1);

    // An event for her (a notification, from any process: here written straight to the database) drops hers.
    expect(firstHtml).toContain("Notifications, none unread");
    const rendersBeforeEvent = counted.renders;
    await t.database.db.execute(sql`INSERT INTO notifications (user_id, kind, actor_ids, action, reason)
      SELECT id, 'moderation', '{}', 'hide', 'A test' FROM users WHERE email = 'kept-ann@example.com'`);
    let bell = "";
    for (let i = 0; i < 50 && !bell.includes("Notifications, 1 unread"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      bell = await (await app.request("/community/forum", asAnn)).text();
    }
    expect(bell).toContain("Notifications, 1 unread");
    expect(counted.renders).toBe(rendersBeforeEvent + 1);
    // Bea's page was not hers to drop.
    expect(await (await app.request("/community/forum", asBea)).text()).toContain("kept-bea@example.com");
    expect(counted.renders).toBe(rendersBeforeEvent + 1);
  });

  it("a moderator's draft or bookmark drops only the moderator's pages; their other writes drop every member's", async () => {
    const { app, counted } = await countingApp();
    const mod = await signedInMember(t, "kept-mod@example.com");
    const cal = await signedInMember(t, "kept-cal@example.com");
    const [{ id: postId }] = (
      await t.database.db.execute<{ id: string }>(sql`
        INSERT INTO posts (title, content, category, author_id)
        SELECT 'Kept while a moderator bookmarks it', 'A post to bookmark', 'general', id FROM users
        WHERE email = 'kept-mod@example.com' RETURNING id`)
    ).rows as [{ id: string }];
    await t.database.db.execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'kept-mod@example.com'`);
    await feedSettled();
    await memberEventsSettled();
    const asCal = { headers: { Cookie: cookieOf(cal) } };
    const write = (path: string, fields: Record<string, string>) =>
      app.request(path, {
        method: "POST",
        headers: { Cookie: cookieOf(mod), Origin: t.config.publicUrl },
        body: new URLSearchParams(fields),
      });
    await app.request("/community/forum", asCal);
    await app.request("/community/forum", asCal);
    expect(counted.renders).toBe(1); // kept
    expect((await write("/resources/drafts", { intent: "save", key: "new-post", content: "Typing" })).status).toBe(200);
    expect((await write("/resources/bookmarks", { postId, bookmarked: "true" })).status).toBe(200);
    // (The writes are rendered too: count from here.)
    const kept = counted.renders;
    await app.request("/community/forum", asCal);
    expect(counted.renders).toBe(kept); // still kept
    await write("/community/forum", { intent: "nothing" });
    const afterModeration = counted.renders;
    await app.request("/community/forum", asCal);
    expect(counted.renders).toBe(afterModeration + 1);
  });

  it("are not kept when they carry a flash message, and an answer that sets a cookie drops them", async () => {
    const { app, counted } = await countingApp();
    const member = await signedInMember(t, "kept-flash@example.com");
    await memberEventsSettled();
    const asMember = { headers: { Cookie: cookieOf(member) } };
    await app.request("/community/forum", asMember);
    await app.request("/community/forum", asMember);
    expect(counted.renders).toBe(1);
    const flash = (await setFlash({ title: "Your post was published." })).split(";")[0]!;
    const withFlash = { headers: { Cookie: `${cookieOf(member)}; ${flash}` } };
    const first = await app.request("/community/forum", withFlash);
    expect(await first.text()).toContain("Your post was published.");
    expect(first.headers.get("set-cookie")).toContain("flash=");
    await app.request("/community/forum", withFlash);
    expect(counted.renders).toBe(3);
    // The flash's answers set a cookie: the member's kept page went with them.
    await app.request("/community/forum", asMember);
    expect(counted.renders).toBe(4);
  });
});
