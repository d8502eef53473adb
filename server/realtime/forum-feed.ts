import type { Database } from "../db/database";
import type { Logger } from "../logger";
import { listPosts, readFeedPage, type FeedPage } from "../forum/service";

export const FORUM_CHANNEL = "forum_changes";

export interface FeedEvent {
  /** Posts whose feed entry changed (created, edited, deleted, pinned, locked, counts); empty: resync. */
  postIds: string[];
}

/** How long notifications are gathered into one event: a burst of likes becomes one message. */
const BATCH_MS = 100;

/**
 * The live forum feed of one process: one LISTEN on PostgreSQL (or PGlite) fans out to every
 * Server-Sent-Events client, and the feed pages everyone shares are cached until the next change.
 */
export function createForumFeed({ database, logger }: { database: Database; logger: Logger }) {
  const subscribers = new Set<(event: FeedEvent) => void>();
  const pages = new Map<number, Promise<FeedPage>>();
  let version = 0;
  let pending: Set<string> | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const stats = { pageQueries: 0, notifications: 0 };

  function changed(postId: string | null) {
    version++;
    pages.clear();
    pending ??= new Set();
    if (postId) pending.add(postId);
    flushTimer ??= setTimeout(() => {
      const event: FeedEvent = { postIds: [...(pending ?? [])] };
      pending = undefined;
      flushTimer = undefined;
      for (const send of subscribers) send(event);
    }, BATCH_MS);
    flushTimer.unref();
  }

  /** A shared feed page, read once per change however many clients ask for it. */
  function readPage(page: number): Promise<FeedPage> {
    const cached = pages.get(page);
    if (cached) return cached;
    const startedAt = version;
    stats.pageQueries++;
    const reading = readFeedPage(database.db, page);
    pages.set(page, reading);
    reading.then(
      () => {
        // A change that landed while this page was being read makes it stale: do not keep it.
        if (version !== startedAt && pages.get(page) === reading) pages.delete(page);
      },
      () => pages.get(page) === reading && pages.delete(page),
    );
    return reading;
  }

  return {
    stats,
    async start() {
      unlisten = await database.listen(
        FORUM_CHANNEL,
        (payload) => {
          stats.notifications++;
          let postId: string | null = null;
          try {
            postId = (JSON.parse(payload) as { postId?: string }).postId ?? null;
          } catch {
            logger.warn({ payload }, "unreadable forum notification");
          }
          changed(postId);
        },
        () => {
          logger.info("forum feed listener reconnected: clients resync");
          changed(null);
        },
      );
    },
    async stop() {
      await unlisten?.();
      subscribers.clear();
    },
    subscribe(send: (event: FeedEvent) => void): () => void {
      subscribers.add(send);
      return () => subscribers.delete(send);
    },
    get subscriberCount() {
      return subscribers.size;
    },
    listPosts: (page: number, viewerId: string | null) => listPosts(database.db, page, viewerId, readPage),
  };
}

export type ForumFeed = ReturnType<typeof createForumFeed>;
