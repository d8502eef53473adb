import { and, eq, ne, sql } from "drizzle-orm";
import { notFound, notYours } from "../../app-error";
import type { Db } from "../../db/database";
import { comments, posts } from "../../db/schema";
import { isUuid } from "../../ids";

/** The author's own comment, on a post that is not deleted. */
export async function requireCommentAuthor(db: Db, userId: string, commentId: string) {
  if (!isUuid(commentId)) throw notFound("comment");
  const [row] = await db
    .select({
      authorId: comments.authorId,
      postId: comments.postId,
      content: comments.content,
      createdAt: comments.createdAt,
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
