import { and, desc, eq, sql } from "drizzle-orm";
import { FORUM_PAGE_SIZE, type PostView } from "../../../common/forum";
import { notFound } from "../../app-error";
import type { Db } from "../../db/database";
import { readPreparedFor } from "../../db/prepared";
import { comments, postCounters, posts, profiles } from "../../db/schema";
import type { Reader } from "../../identity";
import { isUuid } from "../../ids";
import { iso, postColumns, toPostView } from "../views";
import { readableBy, readableByEveryone, readableInSql, touchableBy, type PlainMember } from "../../read-policy";

/** A post the reader may touch, for a write that needs one (a like, a watch): otherwise the post's 404. */
export async function requireVisiblePost(db: Db, postId: string, reader: Reader): Promise<void> {
  if (!isUuid(postId)) throw notFound("post");
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), touchableBy(posts, reader)));
  if (!post) throw notFound("post");
}

/** A post as `reader` may see it: null when it does not exist or is not theirs to see. */
export async function getPost(db: Db, postId: string, reader: Reader): Promise<PostView | null> {
  if (!isUuid(postId)) return null;
  const [row] = await readPreparedFor(db, "post", reader, (reader) => selectPost(db, reader), { postId });
  return row ? toPostView(row) : null;
}

/** The statement of `getPost`, for `reader`: the post's id is the placeholder `postId`. */
const selectPost = (db: Db, reader: Reader | PlainMember) =>
  db
    .select(postColumns(reader?.id ?? null))
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.id, sql.placeholder("postId")), readableBy(posts, reader)));

/** The feed page a post is on, so that a link to it works whatever page it has moved to. */
export async function locatePost(db: Db, postId: string): Promise<number | null> {
  if (!isUuid(postId)) return null;
  const result = await db.execute<{ before: number }>(sql`
    SELECT count(*)::int AS before FROM posts p, (SELECT is_pinned, created_at, id FROM posts WHERE id = ${postId}) t
    WHERE (p.is_pinned, p.created_at, p.id) > (t.is_pinned, t.created_at, t.id) AND ${readableInSql("p", null)}`);
  const exists = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), readableByEveryone(posts)));
  if (exists.length === 0) return null;
  return Math.floor(Number(result.rows[0]?.before ?? 0) / FORUM_PAGE_SIZE) + 1;
}

export async function locateComment(db: Db, commentId: string): Promise<{ postId: string; page: number } | null> {
  if (!isUuid(commentId)) return null;
  const [row] = await db
    .select({ postId: comments.postId })
    .from(comments)
    .where(and(eq(comments.id, commentId), readableByEveryone(comments)));
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
      authorId: posts.authorId,
      authorUsername: profiles.username,
      solved: sql<boolean>`${posts.acceptedCommentId} is not null`,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(readableByEveryone(posts))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), solved: Boolean(row.solved) }));
}
