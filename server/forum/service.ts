import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  COMMENT_THREADS_PER_PAGE,
  COMMENTS_PER_POST_MAX,
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  pageCountFor,
  REPLIES_SHOWN_PER_THREAD,
  THREAD_REPLIES_PER_PAGE,
  commentsPageParam,
  type CommentsPage,
  type CommentsPageRequest,
  type CommentView,
  type ForumPage,
  type PostView,
} from "../../common/forum";
import type { PostCategory } from "../../common/forum-categories";
import type { NewPostInput } from "../../common/forum-schemas";
import { containsLink, MODERATION_MESSAGES, type Visibility } from "../../common/moderation";
import type { Db } from "../db/database";
import { commentCounters, comments, likes, postCounters, posts, profiles } from "../db/schema";
import type { Reader } from "../identity";
import type { Actor } from "../identity";
import { enforceRateLimit, type RateLimitRule } from "../rate-limit";
import { AppError, notFound, notYours } from "../app-error";
import { assertRenderableBody, markdownHtml } from "./markdown";
import {
  notifyEditedComment,
  notifyLike,
  notifyNewComment,
  notifyNewPost,
  watchOnWrite,
} from "../notifications/service";

/** Flood limits per user, held in the database (server/rate-limit.ts). */
export const FLOOD_LIMITS = {
  post: { max: 5, windowSeconds: 10 * 60 },
  comment: { max: 20, windowSeconds: 10 * 60 },
  report: { max: 20, windowSeconds: 60 * 60 },
  /** Likes and unlikes of posts and comments together: each one makes every open feed refresh counts. */
  like: { max: 120, windowSeconds: 10 * 60 },
} as const;

/**
 * The same for accounts younger than NEW_MEMBER_HOURS (24 by default; 0: no account is new): 3 posts and
 * 10 comments an hour, not a flood.
 */
export const NEW_MEMBER_FLOOD_LIMITS = {
  post: { max: 3, windowSeconds: 60 * 60 },
  comment: { max: 10, windowSeconds: 60 * 60 },
  report: { max: 5, windowSeconds: 60 * 60 },
  like: { max: 60, windowSeconds: 10 * 60 },
} satisfies Record<keyof typeof FLOOD_LIMITS, RateLimitRule>;

const FLOOD_WHAT: Record<keyof typeof FLOOD_LIMITS, string> = {
  post: "post again",
  comment: "comment again",
  report: "send more reports",
  like: "like again",
};

const iso = (value: Date | string) => new Date(value).toISOString();

const authorColumns = {
  id: profiles.id,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  karmaPoints: profiles.karmaPoints,
};

function postColumns(viewerId: string | null) {
  return {
    id: posts.id,
    title: posts.title,
    content: posts.content,
    category: posts.category,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
    isPinned: posts.isPinned,
    isLocked: posts.isLocked,
    author: authorColumns,
    likesCount: postCounters.likesCount,
    commentsCount: postCounters.commentsCount,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.postId} = ${posts.id} and ${likes.commentId} is null)`
      : sql<boolean>`false`,
    visibility: sql<Visibility>`${posts.visibility}`,
    moderationReason: posts.moderationReason,
    reviewRequested: sql<boolean>`${posts.reviewRequestedAt} is not null`,
  };
}

/**
 * Who sees an item that is not visible: its author (hidden, or waiting for approval) and moderators (all).
 * Every read and every write on a post or comment goes through this or the same rule in SQL.
 */
export function canSee(item: { visibility: Visibility; authorId: string | null | undefined }, reader: Reader) {
  if (item.visibility === "visible") return true;
  if (!reader) return false;
  if (reader.staff) return true;
  return item.visibility !== "removed" && item.authorId === reader.id;
}

export const isVisible = (table: typeof posts | typeof comments) => eq(table.visibility, "visible");

/** The same rule as a WHERE clause on a table with visibility and author_id. */
function visibleTo(table: typeof posts | typeof comments, reader: Reader): SQL | undefined {
  if (reader?.staff) return undefined;
  const visible = eq(table.visibility, "visible");
  if (!reader) return visible;
  return or(visible, and(inArray(table.visibility, ["hidden", "pending"]), eq(table.authorId, reader.id)));
}

type PostRow = Omit<PostView, "createdAt" | "updatedAt" | "contentHtml"> & { createdAt: Date; updatedAt: Date };
const toPostView = (row: PostRow): PostView => ({
  ...row,
  contentHtml: markdownHtml(row.content),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  likedByMe: Boolean(row.likedByMe),
  reviewRequested: Boolean(row.reviewRequested),
});

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function floodCheck(db: Db, kind: keyof typeof FLOOD_LIMITS, actor: Actor) {
  return actor.isNewMember
    ? enforceRateLimit(db, `forum:${kind}:new:${actor.id}`, NEW_MEMBER_FLOOD_LIMITS[kind], FLOOD_WHAT[kind])
    : enforceRateLimit(db, `forum:${kind}:${actor.id}`, FLOOD_LIMITS[kind], FLOOD_WHAT[kind]);
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────────

export async function countPosts(db: Db): Promise<number> {
  const result = await db.execute<{ posts_count: number }>(sql`SELECT posts_count FROM forum_totals`);
  return Number(result.rows[0]?.posts_count ?? 0);
}

/** Visible posts in one category (posts_category_feed_idx). */
export async function countPostsIn(db: Db, category: PostCategory): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.category, category), eq(posts.visibility, "visible")));
  return Number(row?.n ?? 0);
}

export type FeedPage = Omit<ForumPage, "posts"> & { posts: PostView[] };

/**
 * One page of the feed as anyone sees it: pinned first, then newest (spec section 7), five a page.
 * The page's ids come first from the feed index alone, walked from whichever end is nearer (the last
 * of 20,000 pages is as quick as the first); then the five posts are read with their authors and counts.
 */
export async function readFeedPage(db: Db, page: number, category?: PostCategory): Promise<FeedPage> {
  // One category (?category= from a guide's "Ask the community"): counted on the spot, not from forum_totals.
  const inCategory = category ? eq(posts.category, category) : undefined;
  const total = category ? await countPostsIn(db, category) : await countPosts(db);
  const pageCount = pageCountFor(total);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(pageCount, 1));
  const offset = (current - 1) * FORUM_PAGE_SIZE;
  const size = Math.max(0, Math.min(FORUM_PAGE_SIZE, total - offset));
  const fromEnd = offset > total / 2;
  const ids = (
    await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.visibility, "visible"), inCategory))
      .orderBy(
        ...(fromEnd
          ? [asc(posts.isPinned), asc(posts.createdAt), asc(posts.id)]
          : [desc(posts.isPinned), desc(posts.createdAt), desc(posts.id)]),
      )
      .limit(fromEnd ? size : FORUM_PAGE_SIZE)
      .offset(fromEnd ? Math.max(0, total - offset - size) : offset)
  ).map((row) => row.id);
  if (ids.length === 0) return { posts: [], page: current, pageCount, total };
  const rows = await db
    .select(postColumns(null))
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(inArray(posts.id, ids))
    .orderBy(desc(posts.isPinned), desc(posts.createdAt), desc(posts.id));
  return { posts: rows.map(toPostView), page: current, pageCount, total };
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

/** A post as `reader` may see it: null when it does not exist or is not theirs to see. */
export async function getPost(db: Db, postId: string, reader: Reader): Promise<PostView | null> {
  if (!isUuid(postId)) return null;
  const [row] = await db
    .select(postColumns(reader?.id ?? null))
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.id, postId), visibleTo(posts, reader)));
  return row ? toPostView(row) : null;
}

/** The feed page a post is on, so that a link to it works whatever page it has moved to. */
export async function locatePost(db: Db, postId: string): Promise<number | null> {
  if (!isUuid(postId)) return null;
  const result = await db.execute<{ before: number }>(sql`
    SELECT count(*)::int AS before FROM posts p, (SELECT is_pinned, created_at, id FROM posts WHERE id = ${postId}) t
    WHERE (p.is_pinned, p.created_at, p.id) > (t.is_pinned, t.created_at, t.id) AND p.visibility = 'visible'`);
  const exists = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.visibility, "visible")));
  if (exists.length === 0) return null;
  return Math.floor(Number(result.rows[0]?.before ?? 0) / FORUM_PAGE_SIZE) + 1;
}

export async function locateComment(db: Db, commentId: string): Promise<{ postId: string; page: number } | null> {
  if (!isUuid(commentId)) return null;
  const [row] = await db
    .select({ postId: comments.postId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.visibility, "visible")));
  if (!row) return null;
  const page = await locatePost(db, row.postId);
  return page ? { postId: row.postId, page } : null;
}

/** Home 'Latest from the Forum': the three newest posts. */
export async function latestPosts(db: Db, limit: number) {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      category: posts.category,
      createdAt: posts.createdAt,
      authorUsername: profiles.username,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(eq(posts.visibility, "visible"))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

function commentColumns(viewerId: string | null) {
  return {
    id: comments.id,
    postId: comments.postId,
    parentId: comments.parentId,
    content: comments.content,
    createdAt: comments.createdAt,
    updatedAt: comments.updatedAt,
    author: authorColumns,
    likesCount: commentCounters.likesCount,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.commentId} = ${comments.id})`
      : sql<boolean>`false`,
    visibility: sql<Visibility>`${comments.visibility}`,
    moderationReason: comments.moderationReason,
    reviewRequested: sql<boolean>`${comments.reviewRequestedAt} is not null`,
  };
}

/** These comments in full (author, likes), oldest first. */
async function readComments(db: Db, ids: string[], viewerId: string | null): Promise<CommentView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(commentCounters, eq(commentCounters.commentId, comments.id))
    .leftJoin(profiles, eq(profiles.id, comments.authorId))
    .where(inArray(comments.id, ids))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => ({
    ...row,
    contentHtml: markdownHtml(row.content),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    likedByMe: Boolean(row.likedByMe),
    reviewRequested: Boolean(row.reviewRequested),
  }));
}

async function requireReadablePost(db: Db, postId: string, reader: Reader) {
  if (!isUuid(postId)) throw notFound("post");
  const [post] = await db
    .select({ visibility: sql<Visibility>`${posts.visibility}`, authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || !canSee(post, reader)) throw notFound("post");
}

/** The post's top-level comments `reader` may see (a thread each). */
const threadsOf = (postId: string, reader: Reader) =>
  and(eq(comments.postId, postId), isNull(comments.parentId), visibleTo(comments, reader));

/** The replies to one top-level comment that `reader` may see. */
const repliesTo = (threadId: string, reader: Reader) =>
  and(eq(comments.parentId, threadId), visibleTo(comments, reader));

/** Rows ordered before this comment, oldest first (compared in SQL: timestamps have microseconds). */
const before = (commentId: string) =>
  sql`(${comments.createdAt}, ${comments.id}) < (SELECT c.created_at, c.id FROM comments c WHERE c.id = ${commentId})`;

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(where);
  return Number(row?.n ?? 0);
}

const clampPage = (page: number, pageCount: number) => Math.min(Math.max(1, Math.floor(page) || 1), pageCount);

/**
 * One page of a post's comments, oldest first (spec section 7), those `reader` may see (issue #17):
 * COMMENT_THREADS_PER_PAGE top-level comments, each with its first REPLIES_SHOWN_PER_THREAD replies; or,
 * with `thread`, one top-level comment and THREAD_REPLIES_PER_PAGE of its replies. Any page number is
 * brought within the pages there are. Replies hang from their comment: those of a comment the reader
 * cannot see go with it. Only the page's rows are read in full.
 */
export async function readCommentsPage(
  db: Db,
  postId: string,
  reader: Reader,
  request: CommentsPageRequest = { page: 1, thread: null },
): Promise<CommentsPage> {
  await requireReadablePost(db, postId, reader);
  const viewerId = reader?.id ?? null;
  if (request.thread && isUuid(request.thread)) {
    const [thread] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, request.thread), threadsOf(postId, reader)));
    if (thread) {
      const replyCount = await countWhere(db, repliesTo(thread.id, reader));
      const pageCount = Math.max(1, Math.ceil(replyCount / THREAD_REPLIES_PER_PAGE));
      const page = clampPage(request.page, pageCount);
      const replies = await db
        .select({ id: comments.id })
        .from(comments)
        .where(repliesTo(thread.id, reader))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(THREAD_REPLIES_PER_PAGE)
        .offset((page - 1) * THREAD_REPLIES_PER_PAGE);
      const threadsBefore = await countWhere(db, and(threadsOf(postId, reader), before(thread.id)));
      return {
        comments: await readComments(db, [thread.id, ...replies.map((reply) => reply.id)], viewerId),
        page,
        pageCount,
        thread: thread.id,
        threadPage: Math.floor(threadsBefore / COMMENT_THREADS_PER_PAGE) + 1,
        moreReplies: [],
      };
    }
  }
  const threadCount = await countWhere(db, threadsOf(postId, reader));
  const pageCount = Math.max(1, Math.ceil(threadCount / COMMENT_THREADS_PER_PAGE));
  const page = clampPage(request.page, pageCount);
  const threadIds = (
    await db
      .select({ id: comments.id })
      .from(comments)
      .where(threadsOf(postId, reader))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(COMMENT_THREADS_PER_PAGE)
      .offset((page - 1) * COMMENT_THREADS_PER_PAGE)
  ).map((row) => row.id);
  // Each thread's first replies, and one more to tell whether there are others (comments_parent_idx).
  const replies =
    threadIds.length === 0
      ? []
      : (
          await db.execute<{ id: string; parent_id: string; place: number }>(sql`
            SELECT shown.id, shown.parent_id, shown.place FROM
              (VALUES ${sql.join(
                threadIds.map((id) => sql`(${id}::uuid)`),
                sql`, `,
              )}) AS thread (id)
              CROSS JOIN LATERAL (
                SELECT ${comments.id} AS id, ${comments.parentId} AS parent_id,
                       row_number() OVER (ORDER BY ${comments.createdAt}, ${comments.id}) AS place
                FROM ${comments}
                WHERE ${comments.parentId} = thread.id AND ${visibleTo(comments, reader) ?? sql`true`}
                ORDER BY ${comments.createdAt}, ${comments.id}
                LIMIT ${REPLIES_SHOWN_PER_THREAD + 1}
              ) AS shown`)
        ).rows;
  const shown = replies.filter((reply) => Number(reply.place) <= REPLIES_SHOWN_PER_THREAD).map((reply) => reply.id);
  const moreReplies = [
    ...new Set(
      replies.filter((reply) => Number(reply.place) > REPLIES_SHOWN_PER_THREAD).map((reply) => reply.parent_id),
    ),
  ];
  const rows = await readComments(db, [...threadIds, ...shown], viewerId);
  return {
    // In the order they are shown: each thread, then its replies.
    comments: threadIds.flatMap((id) => rows.filter((row) => row.id === id || row.parentId === id)),
    page,
    pageCount,
    thread: null,
    threadPage: null,
    moreReplies,
  };
}

/**
 * Where a comment is shown to `reader`: the page of all comments that holds its thread, or, for a reply
 * past the first few of its thread, the page of the thread's own view. Null when the reader cannot see it.
 */
export async function locateCommentInPost(
  db: Db,
  postId: string,
  commentId: string,
  reader: Reader,
): Promise<CommentsPageRequest | null> {
  if (!isUuid(postId) || !isUuid(commentId)) return null;
  const [target] = await db
    .select({ id: comments.id, parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId), visibleTo(comments, reader)));
  if (!target) return null;
  const threadId = target.parentId ?? target.id;
  if (target.parentId) {
    const [thread] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, threadId), threadsOf(postId, reader)));
    if (!thread) return null;
    const repliesBefore = await countWhere(db, and(repliesTo(threadId, reader), before(target.id)));
    if (repliesBefore >= REPLIES_SHOWN_PER_THREAD) {
      return { page: Math.floor(repliesBefore / THREAD_REPLIES_PER_PAGE) + 1, thread: threadId };
    }
  }
  const threadsBefore = await countWhere(db, and(threadsOf(postId, reader), before(threadId)));
  return { page: Math.floor(threadsBefore / COMMENT_THREADS_PER_PAGE) + 1, thread: null };
}

/**
 * The page a permalink or comments-panel address asks for: the one that holds `comment` when it names
 * one the reader can see, otherwise ?thread= and ?comments= (any value: a page that exists).
 */
export async function readCommentsPageFor(
  db: Db,
  postId: string,
  reader: Reader,
  query: { comments: string | null; thread: string | null; comment: string | null },
): Promise<CommentsPage> {
  const located = query.comment ? await locateCommentInPost(db, postId, query.comment, reader) : null;
  return readCommentsPage(
    db,
    postId,
    reader,
    located ?? { page: commentsPageParam(query.comments), thread: query.thread },
  );
}

/** One comment as its author sees it. */
async function readComment(db: Db, commentId: string, viewerId: string): Promise<CommentView> {
  const [comment] = await readComments(db, [commentId], viewerId);
  return comment!;
}

// ── Writes: every one checks who is asking ───────────────────────────────────────────────────────────

/**
 * A new member's post with a link waits for a moderator (issue #15: new links are queued); its author
 * sees it, marked as waiting.
 */
export async function createPost(db: Db, actor: Actor, input: NewPostInput): Promise<PostView> {
  const userId = actor.id;
  assertRenderableBody(input.content);
  await floodCheck(db, "post", actor);
  const pending = actor.isNewMember && containsLink(`${input.title} ${input.content}`);
  // The post, its author watching it and the members it mentions (once it is visible): one transaction.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(posts)
      .values({
        title: input.title,
        content: input.content,
        category: input.category,
        authorId: userId,
        ...(pending ? { visibility: "pending", moderationReason: MODERATION_MESSAGES.pending } : {}),
      })
      .returning({ id: posts.id });
    await watchOnWrite(tx, userId, inserted!.id);
    if (!pending)
      await notifyNewPost(tx, { id: inserted!.id, authorId: userId, text: `${input.title}\n${input.content}` });
    return inserted;
  });
  return (await getPost(db, row!.id, { id: userId, staff: false }))!;
}

/** The author's own post; one a moderator deleted is gone for its author too (and keeps its reports). */
async function requirePostAuthor(db: Db, userId: string, postId: string) {
  if (!isUuid(postId)) throw notFound("post");
  const [row] = await db
    .select({ authorId: posts.authorId, visibility: posts.visibility, title: posts.title, content: posts.content })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!row || row.visibility === "removed") throw notFound("post");
  if (row.authorId !== userId) throw notYours("post");
  return row;
}

/** An edit that adds a link to a new member's visible post sends it to the queue, as a new post would. */
export async function updatePost(db: Db, actor: Actor, postId: string, input: NewPostInput): Promise<PostView> {
  const userId = actor.id;
  const { visibility, title, content } = await requirePostAuthor(db, userId, postId);
  assertRenderableBody(input.content);
  const queue = visibility === "visible" && actor.isNewMember && containsLink(`${input.title} ${input.content}`);
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        title: input.title,
        content: input.content,
        category: input.category,
        updatedAt: new Date(),
        ...(queue ? { visibility: "pending", moderationReason: MODERATION_MESSAGES.pending } : {}),
      })
      .where(and(eq(posts.id, postId), eq(posts.authorId, userId)));
    // Members the edit newly mentions are told now; those of a waiting post when a moderator approves it.
    if (visibility === "visible" && !queue) {
      await notifyNewPost(tx, {
        id: postId,
        authorId: userId,
        text: `${input.title}\n${input.content}`,
        before: `${title}\n${content}`,
      });
    }
  });
  return (await getPost(db, postId, { id: userId, staff: false }))!;
}

export async function deletePost(db: Db, userId: string, postId: string): Promise<void> {
  await requirePostAuthor(db, userId, postId);
  await db.delete(posts).where(and(eq(posts.id, postId), eq(posts.authorId, userId)));
}

export async function addComment(
  db: Db,
  actor: Actor,
  postId: string,
  input: { content: string; parentId?: string | null },
): Promise<CommentView> {
  const userId = actor.id;
  if (!isUuid(postId)) throw notFound("post");
  assertRenderableBody(input.content);
  const [post] = await db
    .select({ isLocked: posts.isLocked })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.visibility, "visible")));
  if (!post) throw notFound("post");
  if (post.isLocked) throw new AppError(423, FORUM_MESSAGES.postLocked, "POST_LOCKED");
  const [{ n: commentCount }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(eq(comments.postId, postId))) as [{ n: number }];
  if (commentCount >= COMMENTS_PER_POST_MAX) throw new AppError(409, FORUM_MESSAGES.discussionFull, "DISCUSSION_FULL");
  if (input.parentId) {
    const [parent] = await db
      .select({ postId: comments.postId })
      .from(comments)
      .where(and(eq(comments.id, input.parentId), eq(comments.visibility, "visible")));
    if (!parent || parent.postId !== postId) throw notFound("comment");
  }
  await floodCheck(db, "comment", actor);
  // The comment, the commenter watching the post and everyone it notifies: one transaction.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({ postId, authorId: userId, parentId: input.parentId ?? null, content: input.content })
      .returning({ id: comments.id });
    await notifyNewComment(tx, {
      id: inserted!.id,
      postId,
      authorId: userId,
      parentId: input.parentId ?? null,
      content: input.content,
    });
    await watchOnWrite(tx, userId, postId);
    return inserted;
  });
  return readComment(db, row!.id, userId);
}

async function requireCommentAuthor(db: Db, userId: string, commentId: string) {
  if (!isUuid(commentId)) throw notFound("comment");
  const [row] = await db
    .select({
      authorId: comments.authorId,
      postId: comments.postId,
      content: comments.content,
      // Seen by everyone: only then does an edit that mentions someone tell them.
      visible: sql<boolean>`${comments.visibility} = 'visible' AND ${posts.visibility} = 'visible'`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), ne(comments.visibility, "removed"), ne(posts.visibility, "removed")));
  if (!row) throw notFound("comment");
  if (row.authorId !== userId) throw notYours("comment");
  return row;
}

export async function updateComment(db: Db, userId: string, commentId: string, content: string): Promise<CommentView> {
  const { postId, content: before, visible } = await requireCommentAuthor(db, userId, commentId);
  assertRenderableBody(content);
  await db.transaction(async (tx) => {
    await tx
      .update(comments)
      .set({ content, updatedAt: new Date() })
      .where(and(eq(comments.id, commentId), eq(comments.authorId, userId)));
    if (visible) await notifyEditedComment(tx, { id: commentId, postId, authorId: userId, before, after: content });
  });
  return readComment(db, commentId, userId);
}

export async function deleteComment(db: Db, userId: string, commentId: string): Promise<void> {
  await requireCommentAuthor(db, userId, commentId);
  await db.delete(comments).where(and(eq(comments.id, commentId), eq(comments.authorId, userId)));
}

/**
 * Sets the user's like on a post to `liked` (idempotent, so a retried or repeated request cannot count
 * twice); triggers keep the count and the author's karma.
 */
export async function setPostLike(db: Db, actor: Actor, postId: string, liked: boolean) {
  const userId = actor.id;
  if (!isUuid(postId)) throw notFound("post");
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.visibility, "visible")));
  if (!post) throw notFound("post");
  await floodCheck(db, "like", actor);
  if (liked) {
    await db.transaction(async (tx) => {
      const added = await tx.insert(likes).values({ userId, postId }).onConflictDoNothing().returning({ id: likes.id });
      if (added.length > 0) await notifyLike(tx, { actorId: userId, postId, commentId: null });
    });
  } else await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.postId, postId), isNull(likes.commentId)));
  const [counter] = await db
    .select({ likesCount: postCounters.likesCount })
    .from(postCounters)
    .where(eq(postCounters.postId, postId));
  return { liked, likesCount: counter?.likesCount ?? 0 };
}

export async function setCommentLike(db: Db, actor: Actor, commentId: string, liked: boolean) {
  const userId = actor.id;
  if (!isUuid(commentId)) throw notFound("comment");
  const [comment] = await db
    .select({ postId: comments.postId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), isVisible(comments), isVisible(posts)));
  if (!comment) throw notFound("comment");
  await floodCheck(db, "like", actor);
  if (liked) {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(likes)
        .values({ userId, postId: comment.postId, commentId })
        .onConflictDoNothing()
        .returning({ id: likes.id });
      if (added.length > 0) await notifyLike(tx, { actorId: userId, postId: comment.postId, commentId });
    });
  } else await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.commentId, commentId)));
  const [counter] = await db
    .select({ likesCount: commentCounters.likesCount })
    .from(commentCounters)
    .where(eq(commentCounters.commentId, commentId));
  return { liked, likesCount: counter?.likesCount ?? 0 };
}
