import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { FORUM_PAGE_SIZE, pageCountFor, type PostAuthor } from "../../common/forum";
import type { FeedChange, FeedEvent } from "../../common/live-updates";
import type { Database } from "../db/database";
import { postCounters, posts, profiles } from "../db/schema";
import type { Logger } from "../logger";
import type { PostCategory } from "../../common/forum-categories";
import type { ListQuery } from "../../common/forum-lists";
import { countPosts, listPosts, readFeedPage, type FeedPage } from "./list-pages";
import {
  ACTIVITY_ORDER,
  ANY_POST,
  commentsTag,
  countsTag,
  FORUM_ORDER,
  LIKES_ORDER,
  postTag,
  profileTag,
  type ForumChange,
} from "./page-tags";
import { countListed, listCountKey, readListPage } from "./post-lists";

export const FORUM_CHANNEL = "forum_changes";

/** A notification on FORUM_CHANNEL, as the triggers (migrations 0004, 0007, 0018, 0019) and `caughtUp` send it. */
interface ForumNotification {
  postId?: string;
  profileId?: string;
  change?: string;
  /** caughtUp's markers. */
  marker?: string;
  process?: string;
  /** A post moved in the feed's order (created, deleted, hidden, restored, pinned, re-filed). */
  placement?: boolean;
  /** A post's comment count changed, not only its likes. */
  comments?: boolean;
  /** Only the member's karma changed, not their name or avatar. */
  karmaOnly?: boolean;
}

/** How long notifications are gathered into one event: a burst of likes becomes one message. */
const BATCH_MS = 100;
/** Feed pages kept per process: the first pages and whatever else is being read right now. */
const PAGE_CACHE_SIZE = 200;
/** How long a write waits to hear its own changes before it drops this process's pages anyway. */
const CATCH_UP_MS = 2000;

interface Pending {
  posts: Map<string, "created" | "updated" | "deleted">;
  counts: Set<string>;
  profiles: Set<string>;
  resync: boolean;
}

/**
 * The live forum feed of one process: one LISTEN on PostgreSQL (or PGlite) fans out to every
 * Server-Sent-Events client, and the feed pages everyone shares are cached until the next change.
 * Events say what changed (a post created, edited or deleted; new counts; a new name or avatar), with
 * the new counts and profile read once per batch here rather than by every client.
 */
export function createForumFeed({ database, logger }: { database: Database; logger: Logger }) {
  const subscribers = new Set<(event: FeedEvent) => void>();
  const changeListeners = new Set<(change: ForumChange) => void>();
  const pages = new Map<number, Promise<FeedPage>>();
  // The pages read so far, to find those that show a changed post or author.
  const readPages = new Map<number, FeedPage>();
  let total: Promise<number> | undefined;
  // How many posts each sorted or filtered list holds (listCountKey), until posts move or get comments.
  const listTotals = new Map<string, Promise<number>>();
  let version = 0;
  let pending: Pending | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const stats = { pageQueries: 0, notifications: 0 };
  // This process's catch-up markers (`caughtUp`): other processes hear them too, and ignore them.
  const processTag = randomUUID();
  let lastMarker = 0;
  const markersAwaited = new Map<number, () => void>();

  function announce(change: ForumChange) {
    for (const listener of changeListeners) listener(change);
  }

  function invalidate() {
    version++;
    pages.clear();
    readPages.clear();
    total = undefined;
    listTotals.clear();
    announce({ everything: true });
  }

  /** Drops the feed pages that show this post or this author; a page still being read is dropped by `version`. */
  function dropPagesShowing(test: (post: FeedPage["posts"][number]) => boolean) {
    for (const [number, page] of readPages) {
      if (page.posts.some(test)) {
        readPages.delete(number);
        pages.delete(number);
      }
    }
  }

  /** A change that moves posts between pages (or one the feed could not read): every page goes. */
  function changeOrder() {
    pages.clear();
    readPages.clear();
    total = undefined;
    listTotals.clear();
    announce({ tag: FORUM_ORDER, countOnly: false });
  }

  function note(update: (batch: Pending) => void) {
    version++;
    pending ??= { posts: new Map(), counts: new Set(), profiles: new Set(), resync: false };
    update(pending);
    flushTimer ??= setTimeout(() => void flush(), BATCH_MS);
    flushTimer.unref();
  }

  async function flush() {
    const batch = pending!;
    pending = undefined;
    flushTimer = undefined;
    const changes: FeedChange[] = [];
    if (batch.resync) changes.push({ kind: "resync" });
    for (const [postId, op] of batch.posts) changes.push({ kind: "post", postId, op });
    try {
      const countIds = [...batch.counts].filter((id) => batch.posts.get(id) !== "deleted");
      if (countIds.length > 0) {
        // Every subscriber hears these: a private group's posts are not counted aloud (issue #47).
        const rows = await database.db
          .select({
            postId: postCounters.postId,
            likesCount: postCounters.likesCount,
            commentsCount: postCounters.commentsCount,
          })
          .from(postCounters)
          .innerJoin(posts, eq(posts.id, postCounters.postId))
          .where(and(inArray(postCounters.postId, countIds), isNull(posts.groupId)));
        for (const row of rows) {
          changes.push({
            kind: "counts",
            postId: row.postId,
            likesCount: row.likesCount,
            commentsCount: row.commentsCount,
          });
        }
      }
      if (batch.profiles.size > 0) {
        const rows: PostAuthor[] = await database.db
          .select({
            id: profiles.id,
            username: profiles.username,
            avatarUrl: profiles.avatarUrl,
            karmaPoints: profiles.karmaPoints,
          })
          .from(profiles)
          .where(inArray(profiles.id, [...batch.profiles]));
        for (const profile of rows) changes.push({ kind: "profile", profile });
      }
    } catch (error) {
      logger.warn({ err: error }, "live feed: could not read the changed counts; clients resync");
      changes.push({ kind: "resync" });
    }
    const event: FeedEvent = { changes };
    for (const send of subscribers) send(event);
  }

  function onNotification(payload: string) {
    stats.notifications++;
    let message: ForumNotification;
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      logger.warn({ payload }, "unreadable forum notification");
      invalidate();
      return note((batch) => (batch.resync = true));
    }
    if (message.change === "marker") {
      if (message.process === processTag) markersAwaited.get(Number(message.marker))?.();
      return;
    }
    announceToPages(message);
    // A comment's text or likes: only its post's page shows them, and no live-feed client reads them.
    if (message.change === "comment" || message.change === "comment-likes") return;
    note((batch) => {
      const { postId, profileId, change } = message;
      if (profileId) batch.profiles.add(profileId);
      else if (postId && change === "counts") batch.counts.add(postId);
      else if (postId && (change === "insert" || change === "update" || change === "delete")) {
        const op = change === "insert" ? "created" : change === "delete" ? "deleted" : "updated";
        const before = batch.posts.get(postId);
        // Created then edited in one batch is still new; deleted wins over everything.
        batch.posts.set(postId, op === "deleted" ? op : (before ?? op));
      } else batch.resync = true;
    });
  }

  /**
   * What a notification changed, to the pages kept from the feed (this process's feed pages and every
   * listener). A field a notification lacks (sent by an older version of the triggers) counts as changed.
   */
  function announceToPages(message: ForumNotification) {
    const { postId, profileId, change } = message;
    if (profileId) {
      dropPagesShowing((post) => post.author?.id === profileId);
      return announce({ tag: profileTag(profileId), countOnly: message.karmaOnly === true });
    }
    if (!postId) return invalidate();
    switch (change) {
      case "insert":
      case "update":
      case "delete":
        // A post solved or unsolved moves between the filtered lists' counts (no placement change).
        listTotals.clear();
        if (message.placement !== false) changeOrder();
        dropPagesShowing((post) => post.id === postId);
        announce({ tag: ANY_POST, countOnly: false });
        return announce({ tag: postTag(postId), countOnly: false });
      case "counts":
        dropPagesShowing((post) => post.id === postId);
        if (message.comments !== false) {
          // Unanswered no more: the unanswered lists' counts change.
          listTotals.clear();
          announce({ tag: commentsTag(postId), countOnly: false });
          announce({ tag: ACTIVITY_ORDER, countOnly: true });
        }
        if (message.comments !== true) announce({ tag: LIKES_ORDER, countOnly: true });
        return announce({ tag: countsTag(postId), countOnly: true });
      case "comment":
        return announce({ tag: commentsTag(postId), countOnly: false });
      case "comment-likes":
        return announce({ tag: countsTag(postId), countOnly: true });
      default:
        return invalidate();
    }
  }

  function readTotal(): Promise<number> {
    if (total) return total;
    const reading = countPosts(database.db);
    total = reading;
    reading.catch(() => total === reading && (total = undefined));
    return reading;
  }

  function readListTotal(query: ListQuery, now: Date): Promise<number> {
    const key = listCountKey(query, now);
    const cached = listTotals.get(key);
    if (cached) return cached;
    const reading = countListed(database.db, query, now);
    // Bounded: a top list's key changes every hour, and old ones go only when posts move.
    if (listTotals.size >= 100) listTotals.clear();
    listTotals.set(key, reading);
    reading.catch(() => listTotals.get(key) === reading && listTotals.delete(key));
    return reading;
  }

  /** A shared feed page, read once per change however many clients ask for it. */
  async function readPage(page: number): Promise<FeedPage> {
    // Normalise first: any ?page= a visitor sends maps to one of the pages that exist.
    const postCount = await readTotal();
    const pageCount = Math.max(1, pageCountFor(postCount));
    const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
    const cached = pages.get(current);
    if (cached) return cached;
    const startedAt = version;
    stats.pageQueries++;
    const reading = readFeedPage(database.db, current, undefined, postCount);
    if (pages.size >= PAGE_CACHE_SIZE) {
      const oldest = pages.keys().next().value!;
      pages.delete(oldest);
      readPages.delete(oldest);
    }
    pages.set(current, reading);
    reading.then(
      (read) => {
        // A change that landed while this page was being read makes it stale: do not keep it.
        if (pages.get(current) !== reading) return;
        if (version !== startedAt) pages.delete(current);
        else readPages.set(current, read);
      },
      () => pages.get(current) === reading && pages.delete(current),
    );
    return reading;
  }

  /**
   * Resolves once this process has heard every change committed before the call, so that a writer's
   * next read here sees their write. The database triggers publish every change (posts, counts,
   * profiles) on this channel when it commits, and PostgreSQL delivers notifications in commit order:
   * a marker sent now arrives after them. A listener that does not answer in time (reconnecting) gets
   * its pages dropped instead.
   */
  async function caughtUp(): Promise<void> {
    const marker = ++lastMarker;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      markersAwaited.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), CATCH_UP_MS);
    });
    try {
      const payload = JSON.stringify({ change: "marker", marker: String(marker), process: processTag });
      await database.db.execute(sql`SELECT pg_notify(${FORUM_CHANNEL}, ${payload})`);
      if (!(await heard)) invalidate();
    } catch (error) {
      // The write is done; only the marker failed. Whatever it changed is not served from here stale.
      logger.warn({ err: error }, "live feed: could not catch up after a write; pages dropped");
      invalidate();
    } finally {
      clearTimeout(timer);
      markersAwaited.delete(marker);
    }
  }

  return {
    stats,
    async start() {
      unlisten = await database.listen(FORUM_CHANNEL, onNotification, () => {
        logger.info("forum feed listener reconnected: clients resync");
        invalidate();
        note((batch) => (batch.resync = true));
      });
    },
    async stop() {
      await unlisten?.();
      clearTimeout(flushTimer);
      subscribers.clear();
    },
    /** Hears every change as the notification arrives, before the live feed's batch goes out. */
    onChange(listener: (change: ForumChange) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    subscribe(send: (event: FeedEvent) => void): () => void {
      subscribers.add(send);
      return () => subscribers.delete(send);
    },
    get subscriberCount() {
      return subscribers.size;
    },
    get cachedPageCount() {
      return pages.size;
    },
    /** Goes up with every change the feed hears of (and every invalidate): what was read before is stale. */
    get version() {
      return version;
    },
    caughtUp,
    pageSize: FORUM_PAGE_SIZE,
    /**
     * A page of a list: the forum's own order from the cache above; a category or another sort read
     * directly, with its count kept until posts move.
     */
    /** A category's posts and how many of them have no answer yet (its page's header). */
    async categoryCounts(category: PostCategory, now = new Date()) {
      const [posts, unanswered] = await Promise.all([
        readListTotal({ category, sort: "latest", period: "all", solved: "any" }, now),
        readListTotal({ category, sort: "unanswered", period: "all", solved: "any" }, now),
      ]);
      return { posts, unanswered };
    },
    listPosts(page: number, viewerId: string | null, query: ListQuery, now = new Date()) {
      if (query.sort === "new" && !query.category && query.solved === "any")
        return listPosts(database.db, page, viewerId, readPage);
      return listPosts(database.db, page, viewerId, async (p) =>
        readListPage(database.db, query, p, now, await readListTotal(query, now)),
      );
    },
  };
}

export type ForumFeed = ReturnType<typeof createForumFeed>;
