import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { FEED_EVENT_NAME } from "../../common/live-feed";
import type { ForumFeed } from "../forum/feed";

const HEARTBEAT_MS = 25_000;
/** Browsers reconnect by themselves after this long; the client adds backoff on top when it fails. */
const RETRY_MS = 2_000;

/**
 * GET /api/events: the live feed as Server-Sent Events. 'ready' on connect (clients catch up on
 * anything they missed while disconnected), then 'forum' events saying what changed (common/live-feed.ts).
 */
export function eventsRoute(feed: ForumFeed) {
  const app = new Hono();
  app.get("/", (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no"); // nginx: do not buffer the stream
    return streamSSE(c, async (stream) => {
      let closed = false;
      const unsubscribe = feed.subscribe((event) => {
        if (!closed) void stream.writeSSE({ event: FEED_EVENT_NAME, data: JSON.stringify(event) });
      });
      stream.onAbort(() => {
        closed = true;
        unsubscribe();
      });
      await stream.writeSSE({
        event: "ready",
        data: JSON.stringify({ subscribers: feed.subscriberCount }),
        retry: RETRY_MS,
      });
      while (!closed) {
        await stream.sleep(HEARTBEAT_MS);
        if (!closed) await stream.write(": keep-alive\n\n");
      }
    });
  });
  return app;
}
