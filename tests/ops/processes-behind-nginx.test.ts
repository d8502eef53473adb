import pg from "pg";
import type { APIRequestContext, Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProxy } from "../../scripts/lib/nginx-proxy";
import { APPLICATION_NAME_PREFIX, POOL_CONNECTIONS } from "../../server/db/database";
import { COUNTS_LATE_MS } from "../../server/http/pages-in-memory";
import { launchBrowser } from "../e2e/helpers/browser";
import { PASSWORD, signedInMember } from "../e2e/helpers/members";
import { usernameFor } from "../helpers/members";
import { freePort, startServer, type TestServer } from "../e2e/helpers/server";
import { startSmtpSink } from "../e2e/helpers/smtp-sink";
import { startPrivatePostgres } from "./helpers/private-postgres";

/**
 * Issue #32 item 1: two production processes on one PostgreSQL behind nginx (deploy/nginx.conf), as the
 * README's production guide runs them. What is written through one process is what the other serves
 * within a second of its acknowledgement (a count within COUNTS_LATE_MS), to visitors and members, kept pages included; live
 * events and the bell reach members connected to the other; a session ended on one (sign-out, suspension,
 * password change) is ended on the other, and a role changed on one holds there at the next request; a flood split across them is limited as one; a notification mail is sent once.
 */
const WITHIN_MS = 1_000;
const SECRET = "processes-secret-".repeat(3);

/**
 * Polls `check` until it holds; answers how long after `since` the request that first saw it was sent
 * (so a slow answer does not count against the process, only how late the change was there).
 */
async function seenAfter(since: number, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    const asked = Date.now();
    if (await check()) return asked - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not seen within ${timeoutMs} ms`);
}

/** The Server-Sent Events of /api/events on one process, as they arrive, for as long as it is open. */
function listen(url: string, cookie = "") {
  const events: { name: string; data: string; at: number }[] = [];
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(frame)?.[1] ?? "message";
        const data = /^data: (.*)$/m.exec(frame)?.[1] ?? "";
        events.push({ name, data, at: Date.now() });
      }
    }
  })().catch(() => {});
  return {
    events,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

describe("two processes on one PostgreSQL behind nginx", () => {
  let database: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let one: TestServer;
  let two: TestServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let admin: pg.Client;
  /** The site's address: nginx's. Writes carry it as their Origin, as a browser on the site would. */
  let site: string;
  const members: Record<string, APIRequestContext> = {};

  beforeAll(async () => {
    [database, browser, smtp] = await Promise.all([startPrivatePostgres(), launchBrowser(), startSmtpSink()]);
    const processPorts = [await freePort(), await freePort()];
    const sitePort = await freePort();
    const env = (port: number) => ({
      DATABASE_URL: database.url,
      AUTH_SECRET: SECRET,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "true",
      PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
      PORT: String(port),
      // Both mail workers look often: a mail sent twice would show.
      NOTIFY_MAIL_INTERVAL_SECONDS: "0.5",
      NOTIFY_MAIL_DELAY_SECONDS: "0",
    });
    // The first migrates; the second starts on a migrated database.
    one = await startServer(env(processPorts[0]!));
    two = await startServer(env(processPorts[1]!));
    proxy = await startProxy([`127.0.0.1:${processPorts[0]}`, `127.0.0.1:${processPorts[1]}`], sitePort);
    site = proxy.base;
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    for (const name of ["aoife", "bram", "ciara", "dana"]) {
      members[name] = (await signedInMember(browser, site, smtp, `${name}@example.com`)).page.request;
    }
    await admin.query(`UPDATE users SET role = 'moderator' WHERE email = 'ciara@example.com'`);
  });
  afterAll(async () => {
    // The browser first: nginx's graceful stop waits for its kept-alive connections.
    await browser?.close();
    await admin?.end();
    await proxy?.stop();
    await Promise.all([one?.stop(), two?.stop()]);
    await smtp?.close();
    await database?.destroy();
  });

  /** A form posted as a page on the site would post it, through one process; the answer's status and Location. */
  async function submit(member: string, server: TestServer, path: string, form: Record<string, string>) {
    const response = await members[member]!.post(`${server.url}${path}`, {
      form,
      headers: { Origin: site, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      maxRedirects: 0,
    });
    return { status: response.status(), location: response.headers()["location"] ?? "" };
  }
  /** A new post through one process; its permalink's path. */
  async function newPost(member: string, server: TestServer, title: string, content = "Posted for a test") {
    const created = await submit(member, server, "/community/forum/new-post", { title, content, category: "general" });
    expect(created.status).toBe(302);
    return new URL(created.location, site).pathname;
  }
  const visitorPage = async (server: TestServer, path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const memberPage = async (member: string, server: TestServer, path: string) => {
    const response = await members[member]!.get(`${server.url}${path}`);
    return { status: response.status(), html: await response.text() };
  };

  it("a post, comment, like, edit, hide and delete made through one is what the other serves", async () => {
    // The other process has its pages kept, for visitors and for a member.
    for (let i = 0; i < 2; i++) {
      await visitorPage(two, "/community/forum");
      await memberPage("bram", two, "/community/forum");
    }
    // Each change is timed from its acknowledgement: how long the other process serves what is no longer so.
    // (Timed from before the write, a clean-clone CI on a busy machine counted a 1 s write against process two.)
    const permalink = await newPost("aoife", one, "Made on process one", "Which bus goes to the airport?");
    let at = Date.now();
    // The visitor and the member look at the same time: each is timed from the write, not after the other.
    const [seenByVisitor, seenByMember] = await Promise.all([
      seenAfter(at, async () => (await visitorPage(two, "/community/forum")).html.includes("Made on process one")),
      seenAfter(at, async () =>
        (await memberPage("bram", two, "/community/forum")).html.includes("Made on process one"),
      ),
    ]);
    expect(seenByVisitor).toBeLessThanOrEqual(WITHIN_MS);
    expect(seenByMember).toBeLessThanOrEqual(WITHIN_MS);

    // Read once on process two (kept), then commented on through process one.
    await visitorPage(two, permalink);
    expect((await submit("bram", one, permalink, { intent: "comment", content: "The Airlink 757." })).status).toBe(302);
    at = Date.now();
    expect(
      await seenAfter(at, async () => (await visitorPage(two, permalink)).html.includes("The Airlink 757.")),
    ).toBeLessThanOrEqual(WITHIN_MS);

    const edited = await submit("aoife", one, `${permalink}/edit`, {
      title: "Made on process one, edited",
      content: "Which bus goes to the airport from Heuston?",
      category: "transport",
    });
    expect(edited.status).toBe(302);
    at = Date.now();
    expect(
      await seenAfter(at, async () => (await visitorPage(two, permalink)).html.includes("Made on process one, edited")),
    ).toBeLessThanOrEqual(WITHIN_MS);

    // A like is a count: shown within the counts bound on every page that shows it.
    expect((await submit("bram", one, permalink, { intent: "like-post", liked: "true" })).status).toBe(302);
    at = Date.now();
    expect(
      await seenAfter(
        at,
        async () =>
          /data-testid="like-count"[^>]*>1<span class="sr-only"> like</.test((await visitorPage(two, permalink)).html),
        COUNTS_LATE_MS + 5_000,
      ),
    ).toBeLessThanOrEqual(COUNTS_LATE_MS + WITHIN_MS);

    const hidden = await submit("ciara", one, "/moderation", {
      intent: "hide",
      targetType: "post",
      targetId: permalink.split("/").at(-1)!,
      reason: "Testing",
    });
    expect(hidden.status).toBe(302);
    at = Date.now();
    // Both timed from the hide at once: one after the other, the second began late (1.6 s on a busy CI machine,
    // its first look already right).
    const [permalinkGone, listWithout] = await Promise.all([
      seenAfter(at, async () => (await visitorPage(two, permalink)).status === 404),
      seenAfter(at, async () => !(await visitorPage(two, "/community/forum")).html.includes("Made on process one")),
    ]);
    expect(permalinkGone).toBeLessThanOrEqual(WITHIN_MS);
    expect(listWithout).toBeLessThanOrEqual(WITHIN_MS);

    const second = await submit("aoife", two, "/community/forum/new-post", {
      title: "Made on process two",
      content: "To be deleted",
      category: "general",
    });
    const secondPath = new URL(second.location, site).pathname;
    await visitorPage(one, secondPath);
    expect((await submit("aoife", two, secondPath, { intent: "delete-post" })).status).toBe(302);
    at = Date.now();
    expect(await seenAfter(at, async () => (await visitorPage(one, secondPath)).status === 404)).toBeLessThanOrEqual(
      WITHIN_MS,
    );
  });

  it("a visitor's page rendered by one is served by the other from the stored pages; removed, it leaves both", async () => {
    const permalink = await newPost("aoife", one, "Stored by process one");
    const rendered = await fetch(`${one.url}${permalink}`);
    const etag = rendered.headers.get("etag");
    expect(rendered.status).toBe(200);
    expect(etag).toBeTruthy();
    await rendered.arrayBuffer();
    // Stored once answered (ADR 0064).
    const stored = async () =>
      (await admin.query(`SELECT 1 FROM stored_pages WHERE key LIKE '% ' || $1`, [permalink])).rowCount === 1;
    expect(await seenAfter(Date.now(), stored)).toBeLessThanOrEqual(WITHIN_MS);
    // The same bytes from the other process, which never rendered it; a crawler's conditional GET gets a 304.
    const fromOther = await fetch(`${two.url}${permalink}`);
    expect(fromOther.headers.get("etag")).toBe(etag);
    expect(await fromOther.text()).toContain("Stored by process one");
    expect((await fetch(`${two.url}${permalink}`, { headers: { "If-None-Match": etag! } })).status).toBe(304);

    const deleted = await submit("aoife", one, permalink, { intent: "delete-post" });
    expect(deleted.status).toBe(302);
    const at = Date.now();
    const [pageGone, storeWithout] = await Promise.all([
      seenAfter(at, async () => (await visitorPage(two, permalink)).status === 404),
      seenAfter(at, async () => !(await stored())),
    ]);
    expect(pageGone).toBeLessThanOrEqual(WITHIN_MS);
    expect(storeWithout).toBeLessThanOrEqual(WITHIN_MS);
  });

  it("live events and the bell reach a member connected to the other process", async () => {
    const cookie = (await members.aoife!.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const watching = listen(two.url, cookie);
    try {
      await seenAfter(Date.now(), async () => watching.events.some((event) => event.name === "member"));
      const created = await submit("aoife", one, "/community/forum/new-post", {
        title: "Live across processes",
        content: "Anyone?",
        category: "social",
      });
      const permalink = new URL(created.location, site).pathname;
      const postId = permalink.split("/").at(-1)!;
      let at = Date.now();
      await seenAfter(at, async () =>
        watching.events.some((event) => event.name === "forum" && event.data.includes(postId)),
      );
      expect(
        watching.events.find((event) => event.name === "forum" && event.data.includes(postId))!.at - at,
      ).toBeLessThanOrEqual(WITHIN_MS);

      const before = watching.events.length;
      expect((await submit("bram", one, permalink, { intent: "comment", content: "Me!" })).status).toBe(302);
      // Timed from the write's answer, as the new post above: how long the comment's request took on a busy
      // machine is not the other process's delay (the bell may even come before the answer).
      at = Date.now();
      await seenAfter(at, async () =>
        watching.events.slice(before).some((event) => event.name === "member" && /"unread":[1-9]/.test(event.data)),
      );
      const bell = watching.events.slice(before).find((event) => event.name === "member")!;
      expect(bell.at - at).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      await watching.close();
    }
  });

  it("a notification mail is sent once, though both processes send mail", async () => {
    const permalink = await newPost("bram", one, "Mail once", "Tell me");
    const mailsToBram = () =>
      smtp.received.filter((mail) => mail.to.includes("bram@example.com") && /Mail once/.test(mail.raw));
    expect((await submit("aoife", two, permalink, { intent: "comment", content: "Told you" })).status).toBe(302);
    await seenAfter(Date.now(), async () => mailsToBram().length > 0, 20_000);
    // Both workers have looked several times since (every 0.5 s).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsToBram()).toHaveLength(1);
  });

  it("a flood split across the processes is limited as one", async () => {
    const permalink = await newPost("ciara", one, "Flood target", "Comment away");
    const statuses: number[] = [];
    // The limit for comments (server/forum/limits.ts: 20 in 10 minutes); Bram has written one above.
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (await submit("bram", i % 2 ? two : one, permalink, { intent: "comment", content: `Comment ${i}` })).status,
      );
    }
    expect(statuses.filter((status) => status === 302).length).toBeLessThan(22);
    expect(statuses.at(-1)).toBe(429);
  });

  it("signing out, or a suspension, through one ends the session on the other at its next request", async () => {
    const viewer = async (member: string, server: TestServer) =>
      (await (await members[member]!.get(`${server.url}/resources/viewer`)).json()) as { user: unknown };
    expect((await viewer("aoife", two)).user).not.toBeNull();
    expect((await submit("aoife", one, "/auth/sign-out", {})).status).toBe(302);
    expect((await viewer("aoife", two)).user).toBeNull();

    expect((await viewer("bram", two)).user).not.toBeNull();
    const bramId = (await admin.query(`SELECT id FROM users WHERE email = 'bram@example.com'`)).rows[0].id as string;
    const suspended = await submit("ciara", one, "/moderation", {
      intent: "suspend",
      targetType: "user",
      targetId: bramId,
      days: "7",
      reason: "Flooding",
    });
    expect(suspended.status).toBe(302);
    expect((await viewer("bram", two)).user).toBeNull();
  });

  it("a password change through one signs the member's other devices out on the other; a role change holds there at its next request", async () => {
    const viewer = async (request: APIRequestContext, server: TestServer) =>
      (await (await request.get(`${server.url}/resources/viewer`)).json()) as { user: { role?: string } | null };
    // Dana on a second device.
    const laptop = await browser.newContext();
    const signedIn = await laptop.request.post(`${site}/auth`, {
      form: { intent: "sign-in", email: "dana@example.com", password: PASSWORD },
      headers: { Origin: site, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    expect((await viewer(laptop.request, two)).user).not.toBeNull();
    const changed = await submit("dana", one, "/settings", {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "giants-causeway",
      confirmPassword: "giants-causeway",
    });
    expect(changed.status).toBe(302);
    const changedAt = Date.now();
    expect(await seenAfter(changedAt, async () => (await viewer(laptop.request, two)).user === null)).toBeLessThan(
      WITHIN_MS,
    );
    // The device that changed it stays signed in, on either process.
    expect((await viewer(members.dana!, two)).user).not.toBeNull();
    await laptop.close();

    // An admin makes Dana a moderator through one: the other lets her into the queue at her next request,
    // and no longer once the role is taken back (the session stays; its powers follow the role).
    const eoin = (await signedInMember(browser, site, smtp, "eoin@example.com")).page.request;
    members.eoin = eoin;
    await admin.query(`UPDATE users SET role = 'admin' WHERE email = 'eoin@example.com'`);
    const queue = async () => (await members.dana!.get(`${two.url}/moderation`, { maxRedirects: 0 })).status();
    expect(await queue()).not.toBe(200);
    const username = usernameFor("dana@example.com");
    expect((await submit("eoin", one, "/moderation", { intent: "grant", username, role: "moderator" })).status).toBe(
      302,
    );
    expect(await seenAfter(Date.now(), async () => (await queue()) === 200)).toBeLessThan(WITHIN_MS);
    expect((await viewer(members.dana!, two)).user?.role).toBe("moderator");
    expect((await submit("eoin", one, "/moderation", { intent: "grant", username, role: "member" })).status).toBe(302);
    expect(await seenAfter(Date.now(), async () => (await queue()) !== 200)).toBeLessThan(WITHIN_MS);
    expect((await viewer(members.dana!, two)).user).not.toBeNull();
  });

  it("through nginx, a member sees a new post on every answer, whichever process gives it, and none is cached", async () => {
    const created = await submit("ciara", one, "/community/forum/new-post", {
      title: "Through the proxy",
      content: "Hello",
      category: "general",
    });
    expect(created.status).toBe(302);
    const at = Date.now();
    for (let i = 0; i < 4; i++) {
      const response = await members.ciara!.get(`${site}/community/forum`);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(await response.text()).toContain("Through the proxy");
    }
    expect(Date.now() - at).toBeLessThan(10_000);
  });

  it("a private group's post is in nothing nginx shares, and a member removed through one loses it on the other at once", async () => {
    // Issue #47 item 3 (ADR 0061): the group made as `npm run admin -- group` makes it, in the database;
    // Fiona moderates it and Gus is a member; Dana is not (Aoife signed out and Bram was suspended above).
    for (const name of ["fiona", "gus"]) {
      members[name] = (await signedInMember(browser, site, smtp, `${name}@example.com`)).page.request;
    }
    await admin.query(
      `INSERT INTO groups (slug, name, invite_token) VALUES ('ops-group', 'The ops group', 'ops-invite-token-0123456789')`,
    );
    await admin.query(`INSERT INTO group_members (group_id, user_id, role)
      SELECT g.id, u.id, CASE WHEN u.email = 'fiona@example.com' THEN 'moderator' ELSE 'member' END
      FROM groups g, users u WHERE g.slug = 'ops-group' AND u.email IN ('fiona@example.com', 'gus@example.com')`);
    const created = await submit("fiona", one, "/community/forum/new-post", {
      title: "Only for the ops group",
      content: "GROUP-ONLY-WORDS",
      category: "general",
      group: "ops-group",
    });
    expect(created.status).toBe(302);
    const path = new URL(created.location, site).pathname;
    // Gus reads it through nginx, twice, and on the other process: private, never stored by the proxy.
    for (let i = 0; i < 2; i++) {
      const response = await members.gus!.get(`${site}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["x-cache-status"] ?? "BYPASS").not.toBe("HIT");
      expect(await response.text()).toContain("GROUP-ONLY-WORDS");
    }
    expect((await memberPage("gus", two, path)).html).toContain("GROUP-ONLY-WORDS");
    // A visitor through nginx's cache, and Dana outside the group, on both processes: 404, no words.
    for (const target of [`${site}${path}`, `${site}${path}.data`, `${one.url}${path}`, `${two.url}${path}`]) {
      const anonymous = await fetch(target);
      expect([target, anonymous.status]).toEqual([target, 404]);
      expect(await anonymous.text()).not.toContain("GROUP-ONLY-WORDS");
      const dana = await members.dana!.get(target);
      expect([target, dana.status()]).toEqual([target, 404]);
    }
    for (const feed of ["/community/forum/feed.xml", "/sitemaps/posts-1.xml", "/community/forum"]) {
      expect(await (await fetch(`${site}${feed}`)).text()).not.toContain(path.split("/").at(-1)!);
    }
    // Gus's own feed of the group (ADR 0062), read through nginx by a feed reader with no session: never
    // stored by the proxy, so it answers 404 through it the moment his membership ends.
    expect((await submit("gus", one, "/groups/ops-group", { intent: "new-feed" })).status).toBe(302);
    const { rows: tokens } = await admin.query<{ feed_token: string }>(
      `SELECT m.feed_token FROM group_members m JOIN users u ON u.id = m.user_id WHERE u.email = 'gus@example.com'`,
    );
    const feedAddress = `${site}/groups/ops-group/feed.xml?token=${tokens[0]!.feed_token}`;
    for (let i = 0; i < 2; i++) {
      const feed = await fetch(feedAddress);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("cache-control")).toBe("private, no-store");
      expect(feed.headers.get("x-cache-status") ?? "BYPASS").not.toBe("HIT");
      expect(await feed.text()).toContain("GROUP-ONLY-WORDS");
    }
    // Fiona removes Gus through the first process: the second, which may keep his page, drops it.
    const removed = await submit("fiona", one, "/groups/ops-group", {
      intent: "remove",
      username: usernameFor("gus@example.com"),
    });
    expect(removed.status).toBe(302);
    const at = Date.now();
    expect(await seenAfter(at, async () => (await memberPage("gus", two, path)).status === 404)).toBeLessThan(
      WITHIN_MS,
    );
    expect((await members.gus!.get(`${site}${path}`)).status()).toBe(404);
    expect((await fetch(feedAddress)).status).toBe(404);
  });

  it("kill -9 of one process under load: nginx sends readers to the other, and no acknowledged write is lost", async () => {
    const permalink = await newPost("dana", one, "Written through a crash");
    const readerStatuses: number[] = [];
    const acknowledged: string[] = [];
    let running = true;
    const read = async () => {
      while (running) {
        // A member's page: never from the proxy's cache, always from a process.
        const response = await members.ciara!.get(`${site}/community/forum`, { timeout: 20_000 });
        readerStatuses.push(response.status());
      }
    };
    // Writes go on until the site has taken some after the kill (counted, not timed: a busy machine writes
    // fewer in a second); bounded, so a site that takes none ends the test instead of hanging it.
    let killed = false;
    let acknowledgedAfterKill = 0;
    const write = async () => {
      for (let i = 0; (running || (killed && acknowledgedAfterKill < 4)) && i < 200; i++) {
        const content = `Still here ${i}`;
        const response = await members.dana!.post(`${site}${permalink}`, {
          form: { intent: "comment", content },
          headers: { Origin: site, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
          maxRedirects: 0,
        });
        if (response.status() === 302) {
          acknowledged.push(content);
          if (killed) acknowledgedAfterKill++;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // The connections each process holds meanwhile, as PostgreSQL counts them (the README's budget).
    let mostPerProcess = 0;
    const count = async () => {
      while (running) {
        const { rows } = await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE $1
           GROUP BY split_part(application_name, ' ', 2)`,
          [`${APPLICATION_NAME_PREFIX} %`],
        );
        mostPerProcess = Math.max(mostPerProcess, ...rows.map((row) => row.n));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = [read(), read(), read(), read(), write(), count()];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mostPerProcess).toBeGreaterThan(2);
    expect(mostPerProcess).toBeLessThanOrEqual(POOL_CONNECTIONS + 2);
    two.child.kill("SIGKILL");
    expect(await two.exited).toBe("SIGKILL");
    killed = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(load);
    expect(mostPerProcess).toBeLessThanOrEqual(POOL_CONNECTIONS + 2);
    console.info(`connections per process under load, at most: ${mostPerProcess}`);
    // Every reader was served (nginx retried a read the dead process dropped on the live one).
    expect(readerStatuses.length).toBeGreaterThan(5);
    expect(readerStatuses.filter((status) => status !== 200)).toEqual([]);
    // Every comment the site said it had taken is there, and it took some after the kill.
    expect(acknowledgedAfterKill).toBeGreaterThanOrEqual(4);
    const stored = await admin.query(`SELECT content FROM comments WHERE post_id = $1`, [permalink.split("/").at(-1)]);
    const contents = new Set(stored.rows.map((row: { content: string }) => row.content));
    expect(acknowledged.filter((content) => !contents.has(content))).toEqual([]);
  });

  it("through nginx's cache, a post a moderator hides or its author deletes is served to nobody after 15 s, and stays gone", async () => {
    // Issue #45 item 1: the proxy served a removed post as `200 STALE` for as long as anyone read it. Last in
    // this file, on the process left after the kill above (nginx sends every reader to it).
    const hiddenPath = await newPost("dana", one, "Doxxing to be hidden", "Posted for a test: a home address");
    const deletedPath = await newPost("eoin", one, "Regretted to be deleted", "Posted for a test: regretted");
    const anonymous = (path: string) => fetch(`${site}${path}`); // no cookie: through the proxy's cache
    const shows: Record<string, string[]> = {
      [hiddenPath]: ["Doxxing to be hidden"],
      [`${hiddenPath}.data`]: ["Doxxing to be hidden"],
      [deletedPath]: ["Regretted to be deleted"],
      [`${deletedPath}.data`]: ["Regretted to be deleted"],
      "/community/forum": ["Doxxing to be hidden", "Regretted to be deleted"],
    };
    // Each permalink (and its data) read twice: stored by the proxy, then served from it.
    for (const path of [hiddenPath, `${hiddenPath}.data`, deletedPath, `${deletedPath}.data`]) {
      const first = await anonymous(path);
      expect([path, first.status, first.headers.get("x-cache-status")]).toEqual([path, 200, "MISS"]);
      const again = await anonymous(path);
      expect([path, again.status, again.headers.get("x-cache-status")]).toEqual([path, 200, "HIT"]);
      expect(await again.text()).toContain(shows[path]![0]);
    }
    // The list page through the proxy shows both (it may have held an older copy a few seconds).
    await seenAfter(Date.now(), async () => {
      const list = await (await anonymous("/community/forum")).text();
      return shows["/community/forum"]!.every((title) => list.includes(title));
    });

    const removedAt = Date.now();
    const [hidden, deleted] = await Promise.all([
      submit("ciara", one, "/moderation", {
        intent: "hide",
        targetType: "post",
        targetId: hiddenPath.split("/").at(-1)!,
        reason: "Personal information",
      }),
      submit("eoin", one, deletedPath, { intent: "delete-post" }),
    ]);
    expect([hidden.status, deleted.status]).toEqual([302, 302]);

    // A reader every second or so, on every page that showed them: when each last showed them.
    const lastShown: Record<string, number> = {};
    const shownAfterGone: string[] = [];
    const gone = new Set<string>();
    while (Date.now() - removedAt < 18_000) {
      await Promise.all(
        Object.entries(shows).map(async ([path, titles]) => {
          const asked = Date.now();
          const response = await anonymous(path);
          const body = await response.text();
          if (response.status === 200 && titles.some((title) => body.includes(title))) {
            lastShown[path] = asked - removedAt;
            if (gone.has(path)) shownAfterGone.push(`${path} at ${asked - removedAt} ms`);
          } else {
            gone.add(path);
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    console.info(`removed posts last shown through the proxy, ms after removal: ${JSON.stringify(lastShown)}`);
    expect(Object.entries(lastShown).filter(([, ms]) => ms > 15_000)).toEqual([]);
    expect(shownAfterGone).toEqual([]);
    expect([...gone].sort()).toEqual(Object.keys(shows).sort());
    for (const path of [hiddenPath, deletedPath]) expect((await anonymous(path)).status).toBe(404);
  });
});
