import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let author: ReturnType<TestApp["browser"]>;

beforeAll(async () => {
  t = await createTestApp();
  author = t.browser();
  await author.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email: "writer@example.com", password: "secret1", name: "" },
  });
  await author.request(`/api/auth/verify-email?token=${t.lastMailTo("writer@example.com").token}`);
});
afterAll(async () => {
  await t.close();
});

/** An SSE client on /api/events that records the events it receives. */
async function openClient() {
  const controller = new AbortController();
  const response = await t.app.request("/api/events", { signal: controller.signal });
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ?? "" });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    close: () => {
      void reader.cancel();
      controller.abort();
    },
  };
}

const waitFor = async (check: () => boolean, what: string, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("live feed", () => {
  it("tells every connected client about a new post, and 200 refetches cost a handful of queries", async () => {
    const clients = await Promise.all(Array.from({ length: 200 }, () => openClient()));
    await waitFor(() => clients.every((c) => c.events.some((e) => e.event === "ready")), "200 clients to connect");
    expect(t.feed.subscriberCount).toBe(200);

    // Everyone has the current page cached once.
    await Promise.all(clients.map(() => t.app.request("/api/forum/posts?page=1")));
    const before = t.feed.stats.pageQueries;

    const created = await author.request("/api/forum/posts", {
      method: "POST",
      json: { title: "Live!", content: "Fresh post", category: "general" },
    });
    const { post } = await created.json();
    await waitFor(
      () => clients.every((c) => c.events.some((e) => e.event === "posts-changed")),
      "the change to reach every client",
    );
    const event = clients[0]!.events.find((e) => e.event === "posts-changed")!;
    expect(JSON.parse(event.data).postIds).toContain(post.id);

    // Each client refetches what it shows: the server reads the page once and serves the rest from cache.
    const pages = await Promise.all(
      clients.map(
        async () => (await t.app.request("/api/forum/posts?page=1")).json() as Promise<{ posts: { id: string }[] }>,
      ),
    );
    expect(pages.every((page) => page.posts[0].id === post.id)).toBe(true);
    expect(t.feed.stats.pageQueries - before).toBeLessThanOrEqual(3);

    clients.forEach((client) => client.close());
    await waitFor(() => t.feed.subscriberCount === 0, "clients to disconnect");
  });

  it("announces likes and comments as count changes, coalesced into one event", async () => {
    const client = await openClient();
    await waitFor(() => client.events.some((e) => e.event === "ready"), "ready");
    const { post } = await (
      await author.request("/api/forum/posts", {
        method: "POST",
        json: { title: "Counts", content: "x", category: "general" },
      })
    ).json();
    await author.request(`/api/forum/posts/${post.id}/like`, { method: "PUT", json: { liked: true } });
    await author.request(`/api/forum/posts/${post.id}/comments`, { method: "POST", json: { content: "First!" } });
    await waitFor(() => client.events.filter((e) => e.event === "posts-changed").length >= 1, "a change event");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const changes = client.events.filter((e) => e.event === "posts-changed");
    expect(changes.length).toBeLessThanOrEqual(3);
    expect(changes.flatMap((e) => JSON.parse(e.data).postIds)).toContain(post.id);
    client.close();
  });
});

describe("post search", () => {
  const titles = {
    housing: "Finding housing near UCD",
    rent: "Is the rent pressure zone cap real?",
    name: "Registering at Burgh Quay with Siobhán",
    accommodation: "Accommodation scams to avoid",
  };
  beforeAll(async () => {
    for (const [key, title] of Object.entries(titles)) {
      await t.database.db.execute(sql`DELETE FROM rate_limits`);
      await author.request("/api/forum/posts", {
        method: "POST",
        json: { title, content: `All about ${key}. Tips from Zoë in Dún Laoghaire.`, category: "general" },
      });
    }
  });
  const search = async (q: string) =>
    (
      (await (await t.app.request(`/api/forum/search?q=${encodeURIComponent(q)}`)).json()).results as {
        title: string;
      }[]
    ).map((r) => r.title);

  it("matches the last word as a prefix", async () => {
    expect(await search("hous")).toContain(titles.housing);
  });
  it("tolerates typos", async () => {
    expect(await search("acommodation")).toContain(titles.accommodation);
  });
  it("finds phrases and stems", async () => {
    expect((await search("rent pressure zone"))[0]).toBe(titles.rent);
    expect(await search("registered")).toContain(titles.name);
  });
  it("finds names and non-English words", async () => {
    expect(await search("Siobhán")).toContain(titles.name);
    expect(await search("Laoghaire")).toHaveLength(4);
  });
  it("returns nothing for terms under 2 characters and at most 10 results", async () => {
    expect(await search("h")).toEqual([]);
    expect(await search(" ")).toEqual([]);
    expect((await search("all")).length).toBeLessThanOrEqual(10);
  });
});

describe("connection test endpoint", () => {
  it("reads the profiles table", async () => {
    const response = await t.app.request("/api/connection-test/database");
    expect(response.status).toBe(200);
    expect((await response.json()).ok).toBe(true);
  });
});
