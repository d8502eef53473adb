import { eq, sql } from "drizzle-orm";
import type { Visibility } from "../../../common/moderation";
import { notFound, notYours } from "../../app-error";
import type { Db } from "../../db/database";
import { posts } from "../../db/schema";
import { authorReaderOf, type Viewer } from "../../identity";
import { isUuid } from "../../ids";
import { mayRead } from "../../read-policy";

/** The author's own post, while they may read it: one a moderator deleted is gone for its author too (and keeps its reports). */
export async function requirePostAuthor(db: Db, author: Viewer, postId: string) {
  if (!isUuid(postId)) throw notFound("post");
  const [row] = await db
    .select({
      authorId: posts.authorId,
      visibility: sql<Visibility>`${posts.visibility}`,
      title: posts.title,
      content: posts.content,
      createdAt: posts.createdAt,
      groupId: posts.groupId,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!row || !mayRead(row, authorReaderOf(author))) throw notFound("post");
  if (row.authorId !== author.id) throw notYours("post");
  return row;
}
