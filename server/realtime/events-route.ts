import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { FEED_EVENT_NAME } from "../../common/live-feed";
import type { AppEnv } from "../app";
import type { ForumFeed } from "../forum/feed";
import { NOTIFICATION_EVENT_NAME } from "../../common/notifications";
import { unreadCount } from "../notifications/service";
import type { MemberEvents } from "./member-events";

const HEARTBEAT_MS = 25_000;
/** Browsers reconnect by themselves after this long; the client adds backoff on top when it fails. */
const RETRY_MS = 2_000;
/** A refused client waits at least this long; the page's client backs off further by itself. */
const REFUSED_RETRY_AFTER_SECONDS = 30;

export interface LiveFeedLimits {
  /** Open connections allowed from one client address (a shared flat or campus counts as one). */
  perAddress: number;
  /** Open connections allowed in this process: each holds a socket, and sockets are finite. */
  perProcess: number;
}

/**
 * GET /api/events: the live feed as Server-Sent Events. 'ready' on connect (clients catch up on
 * anything they missed while disconnected), then 'forum' events saying what changed (common/live-feed.ts).
 * A signed-in member's connection also gets 'member' events, theirs only: their unread notification
 * count on connect and whenever it changes (server/realtime/member-events.ts).
 * Connections are counted per address and per process; past either cap the answer is a 429, so that no
 * client can hold all of the server's sockets. Pages work without the feed.
 */
export function eventsRoute(feed: ForumFeed, limits: LiveFeedLimits, memberEvents?: MemberEvents) {
  const app = new Hono<AppEnv>();
  const openByAddress = new Map<string, number>();
  let open = 0;

  app.get("/", (c) => {
    const address = c.get("context").clientAddress;
    const fromAddress = openByAddress.get(address) ?? 0;
    if (fromAddress >= limits.perAddress || open >= limits.perProcess) {
      c.header("Retry-After", String(REFUSED_RETRY_AFTER_SECONDS));
      c.header("Cache-Control", "no-store");
      const message =
        fromAddress >= limits.perAddress
          ? "Too many live-update connections from your address. Close some tabs and try again."
          : "The server has too many live-update connections. Try again in a minute.";
      return c.json({ error: message }, 429);
    }
    open++;
    openByAddress.set(address, fromAddress + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      open--;
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    };

    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no"); // nginx: do not buffer the stream
    const context = c.get("context");
    return streamSSE(c, async (stream) => {
      let closed = false;
      const unsubscribe = feed.subscribe((event) => {
        if (!closed) void stream.writeSSE({ event: FEED_EVENT_NAME, data: JSON.stringify(event) });
      });
      let unsubscribeMember = () => {};
      const end = () => {
        closed = true;
        unsubscribe();
        unsubscribeMember();
        release();
      };
      stream.onAbort(end);
      try {
        await stream.writeSSE({
          event: "ready",
          data: JSON.stringify({ subscribers: feed.subscriberCount }),
          retry: RETRY_MS,
        });
        const viewer = memberEvents ? await context.viewer().catch(() => null) : null;
        if (viewer && memberEvents && !closed) {
          unsubscribeMember = memberEvents.subscribe(viewer.id, (event) => {
            if (!closed) void stream.writeSSE({ event: NOTIFICATION_EVENT_NAME, data: JSON.stringify(event) });
          });
          const unread = await unreadCount(context.database.db, viewer.id);
          if (!closed) await stream.writeSSE({ event: NOTIFICATION_EVENT_NAME, data: JSON.stringify({ unread }) });
        }
        while (!closed) {
          await stream.sleep(HEARTBEAT_MS);
          if (!closed) await stream.write(": keep-alive\n\n");
        }
      } finally {
        end();
      }
    });
  });
  return app;
}
