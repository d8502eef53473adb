import { and, eq, sql } from "drizzle-orm";
import { notFound, notYours } from "../../app-error";
import type { Db } from "../../db/database";
import { comments, posts } from "../../db/schema";
import { authorReaderOf, type Viewer } from "../../identity";
import { isUuid } from "../../ids";
import { readableBy, readableByEveryone } from "../../read-policy";

/** The author's own comment, on a post they may read: not one a moderator deleted, nor on such a post. */
export async function requireCommentAuthor(db: Db, author: Viewer, commentId: string) {
  const reader = authorReaderOf(author);
  if (!isUuid(commentId)) throw notFound("comment");
  const [row] = await db
    .select({
      authorId: comments.authorId,
      postId: comments.postId,
      content: comments.content,
      createdAt: comments.createdAt,
      // Seen by everyone: only then does an edit that mentions someone tell them.
      visible: sql<boolean>`${and(readableByEveryone(comments), readableByEveryone(posts))}`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), readableBy(comments, reader), readableBy(posts, reader)));
  if (!row) throw notFound("comment");
  if (row.authorId !== author.id) throw notYours("comment");
  return row;
}
