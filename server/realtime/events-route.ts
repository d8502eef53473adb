import { Hono } from "hono";
import { FEED_EVENT_NAME } from "../../common/live-updates";
import type { AppEnv } from "../request-context";
import type { ForumChanges } from "../forum/forum-changes";
import { NOTIFICATION_EVENT_NAME } from "../../common/notifications";
import { unreadCount } from "../notifications/read";
import type { MemberEvents } from "./member-events";
import type { Lifecycle } from "../runtime";

const HEARTBEAT_MS = 25_000;
/** Browsers reconnect by themselves after this long; the client adds backoff on top when it fails. */
const RETRY_MS = 2_000;
/**
 * When the process stops (SIGTERM), each stream tells its client to come back after RESTART_RETRY_MS plus
 * up to RESTART_JITTER_MS, picked per connection, and ends: the browser's EventSource reconnects by itself
 * soon, through the proxy to another process, and thousands of clients do not all come back at once.
 */
const RESTART_RETRY_MS = 500;
const RESTART_JITTER_MS = 2_500;
/** A refused client waits at least this long; the page's client backs off further by itself. */
const REFUSED_RETRY_AFTER_SECONDS = 30;

const UNREAD_BYTES_MAX = 1024 * 1024;
const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");
/** A retry hint alone (no event): this connection's own delay before its client reconnects. */
const restartFrame = () =>
  encoder.encode(`retry: ${RESTART_RETRY_MS + Math.floor(Math.random() * RESTART_JITTER_MS)}\n\n`);
/**
 * One event as the bytes of a Server-Sent Events message, worked out once per event however many
 * connections it goes to: a new post reaches 10,000 readers as 10,000 writes of the same bytes (ADR 0018).
 */
const frames = new WeakMap<object, Uint8Array>();
function frameOf(name: string, event: object): Uint8Array {
  let frame = frames.get(event);
  if (!frame) frames.set(event, (frame = encoder.encode(`event: ${name}\ndata: ${JSON.stringify(event)}\n\n`)));
  return frame;
}

export interface LiveFeedLimits {
  /** Open connections allowed from one client address (a shared flat or campus counts as one). */
  perAddress: number;
  /** Open connections allowed in this process: each holds a socket, and sockets are finite. */
  perProcess: number;
  /** Bytes a connection may hold for a client that does not read them before it is closed. */
  unreadBytesMax?: number;
}

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no", // nginx: do not buffer the stream
};

/**
 * GET /api/events: the live feed as Server-Sent Events. 'ready' on connect (clients catch up on
 * anything they missed while disconnected), then 'forum' events saying what changed (common/live-updates.ts).
 * A signed-in member's connection also gets 'member' events, theirs only: their unread notification
 * count on connect and whenever it changes (server/realtime/member-events.ts).
 * Connections are counted per address and per process; past either cap the answer is a 429, so that no
 * client can hold all of the server's sockets. Pages work without the feed.
 * Once `lifecycle` says the process is stopping, every stream (and any opened after) gets a retry hint
 * and ends cleanly, so that the process can exit once its other requests are answered.
 */
export function eventsRoute(
  forumChanges: ForumChanges,
  limits: LiveFeedLimits,
  { memberEvents, lifecycle }: { memberEvents?: MemberEvents; lifecycle?: Lifecycle } = {},
) {
  const app = new Hono<AppEnv>();
  const openByAddress = new Map<string, number>();
  let open = 0;
  // When this process last heard of a change (or started, not having heard what came before): 'ready' says
  // how long ago, so that a page whose data was read before its scripts connected (a reading page starts
  // them once idle, ADR 0050) catches up when something changed since, and only then.
  let lastChangeAt = Date.now();
  forumChanges.onChange(() => (lastChangeAt = Date.now()));

  app.get("/", (c) => {
    if (lifecycle?.stopping) return new Response(restartFrame(), { headers: STREAM_HEADERS });
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

    const context = c.get("context");
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const stops: (() => void)[] = [];
    const end = () => {
      if (closed) return;
      closed = true;
      for (const stop of stops) stop();
      release();
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          stream = controller;
        },
        // The client went away (the server's socket closed): nothing more is sent.
        cancel: end,
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }), // desiredSize is minus the bytes not yet read
    );
    const send = (frame: Uint8Array) => {
      if (closed) return;
      // A client that stops reading is let go rather than buffered for without end.
      if (-(stream.desiredSize ?? 0) > (limits.unreadBytesMax ?? UNREAD_BYTES_MAX)) {
        stream.error(new Error("the live-feed client stopped reading"));
        return end();
      }
      stream.enqueue(frame);
    };
    const keep = (stop: () => void) => (closed ? stop() : stops.push(stop));
    send(
      encoder.encode(
        `event: ready\ndata: ${JSON.stringify({
          subscribers: forumChanges.subscriberCount,
          changedMsAgo: Date.now() - lastChangeAt,
        })}\nretry: ${RETRY_MS}\n\n`,
      ),
    );
    keep(forumChanges.subscribe((event) => send(frameOf(FEED_EVENT_NAME, event))));
    if (lifecycle) {
      keep(
        lifecycle.onStop(() => {
          if (closed) return;
          stream.enqueue(restartFrame());
          stream.close();
          end();
        }),
      );
    }
    const heartbeat = setInterval(() => send(KEEP_ALIVE), HEARTBEAT_MS);
    keep(() => clearInterval(heartbeat));
    if (memberEvents) {
      void (async () => {
        const viewer = await context.viewer().catch(() => null);
        if (!viewer || closed) return;
        keep(memberEvents.subscribe(viewer.id, (event) => send(frameOf(NOTIFICATION_EVENT_NAME, event))));
        const unread = await unreadCount(context.database.db, viewer.id);
        send(frameOf(NOTIFICATION_EVENT_NAME, { unread }));
      })().catch((error: unknown) =>
        context.logger.warn({ reqId: context.requestId, err: error }, "live feed: the unread count could not be read"),
      );
    }
    return new Response(body, { headers: STREAM_HEADERS });
  });
  return app;
}
