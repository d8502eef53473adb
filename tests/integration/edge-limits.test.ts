import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_MAX_BYTES } from "../../server/app";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Limits that refuse a request before anything reads or parses it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LIVE_FEED_MAX_PER_ADDRESS: "3", LIVE_FEED_MAX_CONNECTIONS: "5" });
});
afterAll(async () => {
  await t.close();
});

function openFeed(address: string) {
  const controller = new AbortController();
  const response = t.app.request("/api/events", { signal: controller.signal, headers: { "X-Forwarded-For": address } });
  return {
    response,
    close: async () => {
      const opened = await response;
      await opened.body?.cancel().catch(() => {});
      controller.abort();
    },
  };
}

describe("live-feed connections", () => {
  it("caps connections per address and per process with a 429, and frees a place when one closes", async () => {
    const fromA = [openFeed("192.0.2.1"), openFeed("192.0.2.1"), openFeed("192.0.2.1")];
    for (const feed of fromA) expect((await feed.response).status).toBe(200);

    const fourthFromA = await openFeed("192.0.2.1").response;
    expect(fourthFromA.status).toBe(429);
    expect(fourthFromA.headers.get("retry-after")).toBe("30");
    expect(((await fourthFromA.json()) as { error: string }).error).toMatch(/from your address/);

    const fromB = [openFeed("192.0.2.2"), openFeed("192.0.2.2")];
    for (const feed of fromB) expect((await feed.response).status).toBe(200);
    const sixth = await openFeed("192.0.2.3").response;
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toMatch(/The server has too many/);

    // Pages are still served to everyone.
    expect((await t.app.request("/api/health", { headers: { "X-Forwarded-For": "192.0.2.1" } })).status).toBe(200);

    await fromA[0]!.close();
    await expect
      .poll(async () => {
        const again = openFeed("192.0.2.1");
        const status = (await again.response).status;
        if (status === 200) await again.close();
        return status;
      })
      .toBe(200);
    await Promise.all([...fromA.slice(1), ...fromB].map((feed) => feed.close()));
  });
});

describe("request bodies", () => {
  const big = (bytes: number) => new Uint8Array(bytes).fill(0x61);

  it("refuses a declared body over 1 MB before reading it, and closes the connection", async () => {
    const response = await t.app.request("/auth.data", {
      method: "POST",
      body: big(BODY_MAX_BYTES + 1),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: t.config.publicUrl },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toBe("The request is larger than this server accepts (1 MB).");
  });

  it("refuses a chunked body as soon as it passes 1 MB", async () => {
    let sent = 0;
    const chunk = big(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 50 * BODY_MAX_BYTES) controller.close();
      },
    });
    const response = await t.app.request("/auth.data", {
      method: "POST",
      body: endless,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: t.config.publicUrl },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * BODY_MAX_BYTES);
  });

  it("lets the profile form carry an image larger than 1 MB to the form's own checks", async () => {
    const form = new FormData();
    form.append("username", "someone");
    form.append("avatar", new Blob([big(2 * BODY_MAX_BYTES)], { type: "image/png" }), "photo.png");
    const response = await t.app.request("/profile/00000000-0000-0000-0000-000000000000.data?edit", {
      method: "POST",
      body: form,
      headers: { Origin: t.config.publicUrl },
    });
    expect(response.status).toBe(401); // read and refused for what it is (not signed in), not for its size
  });
});
