import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { FORUM_PAGE_SIZE, pageCountFor, type ForumPage, type PostView } from "../../common/forum";
import type { PostCategory } from "../../common/forum-categories";
import type { Db } from "../db/database";
import { likes, postCounters, posts, profiles } from "../db/schema";
import { readableByEveryone } from "../read-policy";
import { postColumns, toPostView } from "./views";

export async function countPosts(db: Db): Promise<number> {
  const result = await db.execute<{ posts_count: number }>(sql`SELECT posts_count FROM forum_totals`);
  return Number(result.rows[0]?.posts_count ?? 0);
}

/** Visible posts in one category (posts_category_feed_idx). */
export async function countPostsIn(db: Db, category: PostCategory): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.category, category), readableByEveryone(posts)));
  return Number(row?.n ?? 0);
}

export type FeedPage = Omit<ForumPage, "posts"> & { posts: PostView[] };

/**
 * One page of the feed as anyone sees it: pinned first, then newest (spec section 7), five a page.
 * The page's ids come first from the feed index alone, walked from whichever end is nearer (the last
 * of 20,000 pages is as quick as the first); then the five posts are read with their authors and counts.
 */
export async function readFeedPage(
  db: Db,
  page: number,
  category?: PostCategory,
  knownTotal?: number,
): Promise<FeedPage> {
  // One category (?category= from a guide's "Ask the community"): counted on the spot, not from forum_totals.
  const inCategory = category ? eq(posts.category, category) : undefined;
  const total = knownTotal ?? (category ? await countPostsIn(db, category) : await countPosts(db));
  const pageCount = pageCountFor(total);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(pageCount, 1));
  const offset = (current - 1) * FORUM_PAGE_SIZE;
  const size = Math.max(0, Math.min(FORUM_PAGE_SIZE, total - offset));
  const fromEnd = offset > total / 2;
  const ids = (
    await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(readableByEveryone(posts), inCategory))
      .orderBy(
        ...(fromEnd
          ? [asc(posts.isPinned), asc(posts.createdAt), asc(posts.id)]
          : [desc(posts.isPinned), desc(posts.createdAt), desc(posts.id)]),
      )
      .limit(fromEnd ? size : FORUM_PAGE_SIZE)
      .offset(fromEnd ? Math.max(0, total - offset - size) : offset)
  ).map((row) => row.id);
  if (fromEnd) ids.reverse();
  return { posts: await readPostViews(db, ids), page: current, pageCount, total };
}

/** These posts as lists show them (with their authors and counts), in the order of `ids`. */
export async function readPostViews(db: Db, ids: string[]): Promise<PostView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(postColumns(null))
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(inArray(posts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toPostView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which of these posts the viewer has liked. */
export async function likedPostIds(db: Db, viewerId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: likes.postId })
    .from(likes)
    .where(and(eq(likes.userId, viewerId), inArray(likes.postId, postIds), isNull(likes.commentId)));
  return new Set(rows.map((row) => row.postId));
}

/**
 * A feed page for one viewer: the shared page (from `readPage`, which may be a cache) plus the viewer's
 * own likes.
 */
export async function listPosts(
  db: Db,
  page: number,
  viewerId: string | null,
  readPage: (page: number) => Promise<FeedPage> = (p) => readFeedPage(db, p),
): Promise<ForumPage> {
  const shared = await readPage(page);
  if (!viewerId) return shared;
  const liked = await likedPostIds(
    db,
    viewerId,
    shared.posts.map((post) => post.id),
  );
  return { ...shared, posts: shared.posts.map((post) => ({ ...post, likedByMe: liked.has(post.id) })) };
}
