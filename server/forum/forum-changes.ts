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

/** One process's feed: the state the functions below share, passed to each. */
interface FeedState {
  database: Database;
  logger: Logger;
  stats: { pageQueries: number; notifications: number };
  /** Goes up with every change the feed hears of (and every invalidate): what was read before is stale. */
  version: number;
  kept: KeptFeedPages;
  /** Told of every change as its notification arrives (`onChange`): the kept HTML pages. */
  changeListeners: Set<(change: ForumChange) => void>;
  live: LiveClients;
  markers: CatchUpMarkers;
}

/** The feed pages everyone shares, and the counts they are read with, kept until a change drops them. */
interface KeptFeedPages {
  pages: Map<number, Promise<FeedPage>>;
  /** The pages read so far, to find those that show a changed post or author. */
  readPages: Map<number, FeedPage>;
  total: Promise<number> | undefined;
  /** How many posts each sorted or filtered list holds (listCountKey), until posts move or get comments. */
  listTotals: Map<string, Promise<number>>;
}

/** The Server-Sent-Events clients, and the batch of changes their next event tells. */
interface LiveClients {
  subscribers: Set<(event: FeedEvent) => void>;
  pending: Pending | undefined;
  flushTimer: NodeJS.Timeout | undefined;
}

/** This process's catch-up markers (`caughtUp`): other processes hear them too, and ignore them. */
interface CatchUpMarkers {
  processTag: string;
  lastMarker: number;
  awaited: Map<number, () => void>;
}

/**
 * The live forum feed of one process: one LISTEN on PostgreSQL (or PGlite) fans out to every
 * Server-Sent-Events client, and the feed pages everyone shares are cached until the next change.
 * Events say what changed (a post created, edited or deleted; new counts; a new name or avatar), with
 * the new counts and profile read once per batch here rather than by every client.
 */
export function createForumChanges({ database, logger }: { database: Database; logger: Logger }) {
  const feed: FeedState = {
    database,
    logger,
    stats: { pageQueries: 0, notifications: 0 },
    version: 0,
    kept: { pages: new Map(), readPages: new Map(), total: undefined, listTotals: new Map() },
    changeListeners: new Set(),
    live: { subscribers: new Set(), pending: undefined, flushTimer: undefined },
    markers: { processTag: randomUUID(), lastMarker: 0, awaited: new Map() },
  };
  const { kept, live, changeListeners } = feed;
  let unlisten: (() => Promise<void>) | undefined;

  return {
    stats: feed.stats,
    async start() {
      unlisten = await database.listen(
        FORUM_CHANNEL,
        (payload) => onNotification(feed, payload),
        () => {
          logger.info("forum feed listener reconnected: clients resync");
          invalidate(feed);
          note(feed, (batch) => (batch.resync = true));
        },
      );
    },
    async stop() {
      await unlisten?.();
      clearTimeout(live.flushTimer);
      live.subscribers.clear();
    },
    /** Hears every change as the notification arrives, before the live feed's batch goes out. */
    onChange(listener: (change: ForumChange) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    subscribe(send: (event: FeedEvent) => void): () => void {
      live.subscribers.add(send);
      return () => live.subscribers.delete(send);
    },
    get subscriberCount() {
      return live.subscribers.size;
    },
    get cachedPageCount() {
      return kept.pages.size;
    },
    /** Goes up with every change the feed hears of (and every invalidate): what was read before is stale. */
    get version() {
      return feed.version;
    },
    caughtUp: () => caughtUp(feed),
    pageSize: FORUM_PAGE_SIZE,
    /** A category's posts and how many of them have no answer yet (its page's header). */
    async categoryCounts(category: PostCategory, now = new Date()) {
      const [posts, unanswered] = await Promise.all([
        readListTotal(feed, { category, sort: "latest", period: "all", solved: "any" }, now),
        readListTotal(feed, { category, sort: "unanswered", period: "all", solved: "any" }, now),
      ]);
      return { posts, unanswered };
    },
    /**
     * A page of a list: the forum's own order from the kept pages; a category or another sort read
     * directly, with its count kept until posts move.
     */
    listPosts(page: number, viewerId: string | null, query: ListQuery, now = new Date()) {
      if (query.sort === "new" && !query.category && query.solved === "any")
        return listPosts(database.db, page, viewerId, (p) => readPage(feed, p));
      return listPosts(database.db, page, viewerId, async (p) =>
        readListPage(database.db, query, p, now, await readListTotal(feed, query, now)),
      );
    },
  };
}

// What a notification changed: the kept pages it drops and the tags it announces.

function announce(feed: FeedState, change: ForumChange) {
  for (const listener of feed.changeListeners) listener(change);
}

function invalidate(feed: FeedState) {
  feed.version++;
  dropAllPages(feed.kept);
  announce(feed, { everything: true });
}

function dropAllPages(kept: KeptFeedPages) {
  kept.pages.clear();
  kept.readPages.clear();
  kept.total = undefined;
  kept.listTotals.clear();
}

/** Drops the feed pages that show this post or this author; a page still being read is dropped by `version`. */
function dropPagesShowing(kept: KeptFeedPages, test: (post: FeedPage["posts"][number]) => boolean) {
  for (const [number, page] of kept.readPages) {
    if (page.posts.some(test)) {
      kept.readPages.delete(number);
      kept.pages.delete(number);
    }
  }
}

/** A change that moves posts between pages (or one the feed could not read): every page goes. */
function changeOrder(feed: FeedState) {
  dropAllPages(feed.kept);
  announce(feed, { tag: FORUM_ORDER, countOnly: false });
}

function onNotification(feed: FeedState, payload: string) {
  feed.stats.notifications++;
  let message: ForumNotification;
  try {
    message = JSON.parse(payload) as typeof message;
  } catch {
    feed.logger.warn({ payload }, "unreadable forum notification");
    invalidate(feed);
    return note(feed, (batch) => (batch.resync = true));
  }
  if (message.change === "marker") {
    if (message.process === feed.markers.processTag) feed.markers.awaited.get(Number(message.marker))?.();
    return;
  }
  announceToPages(feed, message);
  // A comment's text or likes: only its post's page shows them, and no live-feed client reads them.
  if (message.change === "comment" || message.change === "comment-likes") return;
  note(feed, (batch) => {
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
function announceToPages(feed: FeedState, message: ForumNotification) {
  const { kept } = feed;
  const { postId, profileId, change } = message;
  if (profileId) {
    dropPagesShowing(kept, (post) => post.author?.id === profileId);
    return announce(feed, { tag: profileTag(profileId), countOnly: message.karmaOnly === true });
  }
  if (!postId) return invalidate(feed);
  switch (change) {
    case "insert":
    case "update":
    case "delete":
      // A post solved or unsolved moves between the filtered lists' counts (no placement change).
      kept.listTotals.clear();
      if (message.placement !== false) changeOrder(feed);
      dropPagesShowing(kept, (post) => post.id === postId);
      announce(feed, { tag: ANY_POST, countOnly: false });
      return announce(feed, { tag: postTag(postId), countOnly: false });
    case "counts":
      dropPagesShowing(kept, (post) => post.id === postId);
      if (message.comments !== false) {
        // Unanswered no more: the unanswered lists' counts change.
        kept.listTotals.clear();
        announce(feed, { tag: commentsTag(postId), countOnly: false });
        announce(feed, { tag: ACTIVITY_ORDER, countOnly: true });
      }
      if (message.comments !== true) announce(feed, { tag: LIKES_ORDER, countOnly: true });
      return announce(feed, { tag: countsTag(postId), countOnly: true });
    case "comment":
      return announce(feed, { tag: commentsTag(postId), countOnly: false });
    case "comment-likes":
      return announce(feed, { tag: countsTag(postId), countOnly: true });
    default:
      return invalidate(feed);
  }
}

// The live feed's clients: changes gathered for BATCH_MS, then one event to every subscriber.

function note(feed: FeedState, update: (batch: Pending) => void) {
  const { live } = feed;
  feed.version++;
  live.pending ??= { posts: new Map(), counts: new Set(), profiles: new Set(), resync: false };
  update(live.pending);
  live.flushTimer ??= setTimeout(() => void flush(feed), BATCH_MS);
  live.flushTimer.unref();
}

async function flush({ database, logger, live }: FeedState) {
  const batch = live.pending!;
  live.pending = undefined;
  live.flushTimer = undefined;
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
  for (const send of live.subscribers) send(event);
}

// The kept feed pages and counts, read once per change however many clients ask for them.

function readTotal({ database, kept }: FeedState): Promise<number> {
  if (kept.total) return kept.total;
  const reading = countPosts(database.db);
  kept.total = reading;
  reading.catch(() => kept.total === reading && (kept.total = undefined));
  return reading;
}

function readListTotal({ database, kept }: FeedState, query: ListQuery, now: Date): Promise<number> {
  const key = listCountKey(query, now);
  const cached = kept.listTotals.get(key);
  if (cached) return cached;
  const reading = countListed(database.db, query, now);
  // Bounded: a top list's key changes every hour, and old ones go only when posts move.
  if (kept.listTotals.size >= 100) kept.listTotals.clear();
  kept.listTotals.set(key, reading);
  reading.catch(() => kept.listTotals.get(key) === reading && kept.listTotals.delete(key));
  return reading;
}

/** A shared feed page, read once per change however many clients ask for it. */
async function readPage(feed: FeedState, page: number): Promise<FeedPage> {
  const { kept } = feed;
  // Normalise first: any ?page= a visitor sends maps to one of the pages that exist.
  const postCount = await readTotal(feed);
  const pageCount = Math.max(1, pageCountFor(postCount));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const cached = kept.pages.get(current);
  if (cached) return cached;
  const startedAt = feed.version;
  feed.stats.pageQueries++;
  const reading = readFeedPage(feed.database.db, current, undefined, postCount);
  if (kept.pages.size >= PAGE_CACHE_SIZE) {
    const oldest = kept.pages.keys().next().value!;
    kept.pages.delete(oldest);
    kept.readPages.delete(oldest);
  }
  kept.pages.set(current, reading);
  reading.then(
    (read) => {
      // A change that landed while this page was being read makes it stale: do not keep it.
      if (kept.pages.get(current) !== reading) return;
      if (feed.version !== startedAt) kept.pages.delete(current);
      else kept.readPages.set(current, read);
    },
    () => kept.pages.get(current) === reading && kept.pages.delete(current),
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
async function caughtUp(feed: FeedState): Promise<void> {
  const { markers } = feed;
  const marker = ++markers.lastMarker;
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<boolean>((resolve) => {
    markers.awaited.set(marker, () => resolve(true));
    timer = setTimeout(() => resolve(false), CATCH_UP_MS);
  });
  try {
    const payload = JSON.stringify({ change: "marker", marker: String(marker), process: markers.processTag });
    await feed.database.db.execute(sql`SELECT pg_notify(${FORUM_CHANNEL}, ${payload})`);
    if (!(await heard)) invalidate(feed);
  } catch (error) {
    // The write is done; only the marker failed. Whatever it changed is not served from here stale.
    feed.logger.warn({ err: error }, "live feed: could not catch up after a write; pages dropped");
    invalidate(feed);
  } finally {
    clearTimeout(timer);
    markers.awaited.delete(marker);
  }
}

export type ForumChanges = ReturnType<typeof createForumChanges>;
