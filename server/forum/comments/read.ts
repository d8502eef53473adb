import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import {
  COMMENT_THREADS_PER_PAGE,
  REPLIES_SHOWN_PER_THREAD,
  THREAD_REPLIES_PER_PAGE,
  commentsPageParam,
  type CommentsPage,
  type CommentsPageRequest,
  type PostView,
} from "../../../common/forum";
import type { Visibility } from "../../../common/moderation";
import { notFound } from "../../app-error";
import type { Db } from "../../db/database";
import { readPreparedFor } from "../../db/prepared";
import { comments, posts } from "../../db/schema";
import type { Reader } from "../../identity";
import { isUuid } from "../../ids";
import { readComments, selectComments, toCommentView } from "../views";
import { mayRead, readableBy, type PlainMember } from "../../read-policy";

async function requireReadablePost(db: Db, postId: string, reader: Reader) {
  if (!isUuid(postId)) throw notFound("post");
  const [post] = await db
    .select({ visibility: sql<Visibility>`${posts.visibility}`, authorId: posts.authorId, groupId: posts.groupId })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || !mayRead(post, reader)) throw notFound("post");
}

/** The post's top-level comments `reader` may see (a thread each). */
const threadsOf = (postId: string | Placeholder, reader: Reader | PlainMember) =>
  and(eq(comments.postId, postId), isNull(comments.parentId), readableBy(comments, reader));

/** The replies to one top-level comment that `reader` may see. */
const repliesTo = (threadId: string, reader: Reader) =>
  and(eq(comments.parentId, threadId), readableBy(comments, reader));

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
  return readCommentsPageOfSeenPost(db, postId, reader, request);
}

/** A page of comments of a post `reader` is known to see (checked by the caller). */
async function readCommentsPageOfSeenPost(
  db: Db,
  postId: string,
  reader: Reader,
  request: CommentsPageRequest,
): Promise<CommentsPage> {
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
  return readPageOfThreads(db, postId, reader, request.page);
}

/**
 * A page of whole threads in one statement: the post's top-level comments the reader sees, counted, the
 * page's threads (the page number brought within the pages there are), and each one's first replies with
 * one more, which tells that there are others (comments_post_idx, comments_parent_idx).
 */
async function readPageOfThreads(db: Db, postId: string, reader: Reader, requested: number): Promise<CommentsPage> {
  const rows = await readPreparedFor(db, "comments_page", reader, (reader) => selectPageOfThreads(db, reader), {
    postId,
    requested,
  });
  // No row: no thread the reader sees (the page number is brought within the pages there are, in SQL).
  const pageCount = Math.max(1, Math.ceil(Number(rows[0]?.threadCount ?? 0) / COMMENT_THREADS_PER_PAGE));
  const threads = rows.filter((row) => row.parentId === null);
  const moreReplies: string[] = [];
  const shown = threads.flatMap((thread) => {
    const replies = rows.filter((row) => row.parentId === thread.id);
    if (replies.length > REPLIES_SHOWN_PER_THREAD) moreReplies.push(thread.id);
    // In the order they are shown: each thread, then its first replies.
    return [thread, ...replies.slice(0, REPLIES_SHOWN_PER_THREAD)].map(toCommentView);
  });
  return {
    comments: shown,
    page: Number(rows[0]?.page ?? 1),
    pageCount,
    thread: null,
    threadPage: null,
    moreReplies,
  };
}

/**
 * The statement of `readPageOfThreads`, for `reader`: the post's id and the page asked for are the
 * placeholders `postId` and `requested`.
 */
function selectPageOfThreads(db: Db, reader: Reader | PlainMember) {
  const requested = sql.placeholder("requested");
  const threads = threadsOf(sql.placeholder("postId"), reader);
  const counted = db.$with("thread_count").as(
    db
      .select({ n: sql<number>`count(*)::int`.as("n") })
      .from(comments)
      .where(threads),
  );
  const page = sql`least(greatest(${requested}::int, 1), greatest(ceil((SELECT n FROM ${counted})::numeric / ${COMMENT_THREADS_PER_PAGE}), 1))::int`;
  const shownIds = sql`
    WITH page_threads AS (
      SELECT ${comments.id} AS id FROM ${comments} WHERE ${threads}
      ORDER BY ${comments.createdAt}, ${comments.id}
      LIMIT ${COMMENT_THREADS_PER_PAGE} OFFSET (${page} - 1) * ${COMMENT_THREADS_PER_PAGE}
    )
    SELECT id FROM page_threads
    UNION ALL
    SELECT reply.id FROM page_threads CROSS JOIN LATERAL (
      SELECT ${comments.id} AS id FROM ${comments}
      WHERE ${comments.parentId} = page_threads.id AND ${readableBy(comments, reader) ?? sql`true`}
      ORDER BY ${comments.createdAt}, ${comments.id}
      LIMIT ${REPLIES_SHOWN_PER_THREAD + 1}
    ) AS reply`;
  return selectComments(db.with(counted), reader?.id ?? null, {
    threadCount: sql<number>`(SELECT n FROM ${counted})`,
    page: sql<number>`${page}`,
  })
    .where(sql`${comments.id} IN (${shownIds})`)
    .orderBy(asc(comments.createdAt), asc(comments.id));
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
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId), readableBy(comments, reader)));
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
 * one the reader can see, otherwise ?thread= and ?comments= (any value: a page that exists). `post` is the
 * post's id from an address, or the post as `getPost` read it for this reader (the permalink), which
 * spares reading it again to check that the reader may see it.
 */
export async function readCommentsPageFor(
  db: Db,
  post: string | PostView,
  reader: Reader,
  query: { comments: string | null; thread: string | null; comment: string | null },
): Promise<CommentsPage> {
  const postId = typeof post === "string" ? post : post.id;
  if (typeof post === "string") await requireReadablePost(db, postId, reader);
  const located = query.comment ? await locateCommentInPost(db, postId, query.comment, reader) : null;
  return readCommentsPageOfSeenPost(
    db,
    postId,
    reader,
    located ?? { page: commentsPageParam(query.comments), thread: query.thread },
  );
}
