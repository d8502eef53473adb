import { request as httpRequest, type IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { openFileCount, serverForThisFile } from "./helpers";

/**
 * Finding 1: one client opening /api/events in a loop exhausted the process's file descriptors and the
 * whole site stopped answering. Here one address opens 10,000 live-feed connections; a second address
 * (127.0.0.2: Linux answers the whole of 127/8) must still get pages, and health must answer within 1 s.
 */
const suite = serverForThisFile();

function get(path: string, localAddress: string): Promise<IncomingMessage> {
  const url = new URL(path, suite.server.url);
  return new Promise((resolve, reject) => {
    // The time limit is for the answer's headers: a feed kept open is idle, and must stay open however
    // long the rest of the test takes on a busy machine (a closed one frees its place for another).
    const request = httpRequest(url, { agent: false, localAddress }, (response) => {
      request.setTimeout(0);
      resolve(response);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`timed out: ${path}`)));
    request.on("error", reject);
    request.end();
  });
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe("live-feed connections from one address", () => {
  it("are capped with a 429 while another address still gets pages and health answers within 1 s", async () => {
    const pid = suite.server.child.pid!;
    const open: IncomingMessage[] = [];
    const statuses = new Map<number, number>();
    const ATTEMPTS = 10_000;
    const BATCH = 500;
    for (let sent = 0; sent < ATTEMPTS; sent += BATCH) {
      const responses = await Promise.all(Array.from({ length: BATCH }, () => get("/api/events", "127.0.0.1")));
      for (const response of responses) {
        statuses.set(response.statusCode!, (statuses.get(response.statusCode!) ?? 0) + 1);
        if (response.statusCode === 200) open.push(response);
        else response.resume(); // read the refusal; the connection then closes
      }
    }
    try {
      expect(statuses.get(200)).toBe(32); // LIVE_FEED_MAX_PER_ADDRESS's default
      expect(statuses.get(429)).toBe(ATTEMPTS - 32);
      expect([...statuses.keys()].sort()).toEqual([200, 429]);
      // The refused connections were closed: the server holds about as many sockets as it keeps feeds.
      await expect.poll(() => openFileCount(pid), { timeout: 15_000 }).toBeLessThan(500);

      const health = await timed(() => get("/api/health", "127.0.0.2"));
      health.value.resume();
      expect(health.value.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      const page = await get("/community/forum", "127.0.0.2");
      page.resume();
      expect(page.statusCode).toBe(200);
      const feed = await get("/api/events", "127.0.0.2");
      expect(feed.statusCode).toBe(200);
      feed.destroy();
    } finally {
      for (const response of open) response.destroy();
    }
  });
});
