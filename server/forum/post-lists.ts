import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { FORUM_PAGE_SIZE, pageCountFor } from "../../common/forum";
import { TOP_PERIODS, type ListQuery } from "../../common/forum-lists";
import type { Db } from "../db/database";
import { postCounters } from "../db/schema";
import { readFeedPage, readPostViews, type FeedPage } from "./list-pages";

const HOUR_MS = 3_600_000;

/**
 * Where a top list's period starts: `days` before now, to the hour, so that a list (and its count) is the
 * same for an hour rather than different every millisecond.
 */
export function periodStart(days: number, now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - days * 24 * HOUR_MS);
}

/** The rows of post_counters a list shows (migration 0020: one of its partial indexes each). */
function listFilter(query: ListQuery, now: Date): SQL {
  const days = query.sort === "top" ? TOP_PERIODS.find((p) => p.value === query.period)!.days : null;
  return and(
    sql`${postCounters.listed}`,
    query.category ? eq(postCounters.category, query.category) : undefined,
    query.sort === "unanswered" ? sql`${postCounters.commentsCount} = 0` : undefined,
    query.solved === "solved" ? sql`${postCounters.solved}` : undefined,
    query.solved === "unsolved" ? sql`NOT ${postCounters.solved}` : undefined,
    days !== null ? gte(postCounters.createdAt, periodStart(days, now)) : undefined,
  )!;
}

function listOrder(query: ListQuery, reversed: boolean) {
  const by = reversed ? asc : desc;
  switch (query.sort) {
    case "latest":
      return [by(postCounters.lastActivityAt), by(postCounters.postId)];
    case "top":
      return [by(postCounters.likesCount), by(postCounters.createdAt), by(postCounters.postId)];
    default:
      return [by(postCounters.createdAt), by(postCounters.postId)];
  }
}

/** A list's key for its count: the same count serves every page of it. */
export function listCountKey(query: ListQuery, now: Date): string {
  const days = query.sort === "top" ? TOP_PERIODS.find((p) => p.value === query.period)!.days : null;
  const kind =
    query.sort === "unanswered"
      ? "unanswered"
      : days !== null
        ? `since ${periodStart(days, now).toISOString()}`
        : "all";
  return `${query.category ?? "*"} ${kind} ${query.solved}`;
}

/** How many posts a list holds (an index-only count of one partial index). */
export async function countListed(db: Db, query: ListQuery, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postCounters)
    .where(listFilter(query, now));
  return Number(row?.n ?? 0);
}

/**
 * One page of a sorted list, as anyone sees it. The spec's order (`new`) is the feed's own page; the other
 * sorts, and any list filtered by solved, walk post_counters' index from whichever end is nearer, like the
 * feed does (a filtered "new" list is newest first, without pinned posts on top).
 */
export async function readListPage(
  db: Db,
  query: ListQuery,
  page: number,
  now: Date,
  knownTotal?: number,
): Promise<FeedPage> {
  if (query.sort === "new" && query.solved === "any")
    return readFeedPage(db, page, query.category ?? undefined, knownTotal);
  const total = knownTotal ?? (await countListed(db, query, now));
  const pageCount = pageCountFor(total);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(pageCount, 1));
  const offset = (current - 1) * FORUM_PAGE_SIZE;
  const size = Math.max(0, Math.min(FORUM_PAGE_SIZE, total - offset));
  const fromEnd = offset > total / 2;
  const rows = await db
    .select({ id: postCounters.postId })
    .from(postCounters)
    .where(listFilter(query, now))
    .orderBy(...listOrder(query, fromEnd))
    .limit(fromEnd ? size : FORUM_PAGE_SIZE)
    .offset(fromEnd ? Math.max(0, total - offset - size) : offset);
  const ids = rows.map((row) => row.id);
  if (fromEnd) ids.reverse();
  return { posts: await readPostViews(db, ids), page: current, pageCount, total };
}
