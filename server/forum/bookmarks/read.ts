import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BOOKMARKS_PAGE_SIZE, type BookmarkItem, type BookmarksPage } from "../../../common/bookmarks";
import type { Visibility } from "../../../common/moderation";
import type { Db } from "../../db/database";
import { bookmarks, comments, posts } from "../../db/schema";
import type { Reader } from "../../identity";
import { mayRead } from "../../read-policy";

/** The start of a post or comment as plain text: enough to recognise it in a list. */
export function excerptOf(text: string, length = 160): string {
  const plain = text
    .replace(/[#>*_`~[\]()!|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}

/**
 * One page of the member's bookmarks, newest first (the dashboard's ?bookmarks=). An item the member can
 * no longer see (hidden, waiting, removed) stays in the list as unavailable, without its title or text, so
 * that it can be removed; a deleted item's bookmark went with it. A page past the last shows the last.
 */
export async function bookmarksPage(db: Db, member: NonNullable<Reader>, requested: number): Promise<BookmarksPage> {
  const [{ total }] = (
    await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM bookmarks WHERE user_id = ${member.id}`)
  ).rows as [{ total: number }];
  const pageCount = Math.max(1, Math.ceil(Number(total) / BOOKMARKS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const post = alias(posts, "bookmarked_post");
  const parent = alias(comments, "answered_comment");
  const rows = await db
    .select({
      id: bookmarks.id,
      createdAt: bookmarks.createdAt,
      postId: bookmarks.postId,
      commentId: bookmarks.commentId,
      title: post.title,
      postText: sql<string>`left(${post.content}, 400)`,
      postVisibility: post.visibility,
      postAuthorId: post.authorId,
      groupId: post.groupId,
      commentText: sql<string | null>`left(${comments.content}, 400)`,
      commentVisibility: comments.visibility,
      commentAuthorId: comments.authorId,
      parentVisibility: parent.visibility,
      parentAuthorId: parent.authorId,
    })
    .from(bookmarks)
    .innerJoin(post, eq(post.id, bookmarks.postId))
    .leftJoin(comments, eq(comments.id, bookmarks.commentId))
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(eq(bookmarks.userId, member.id))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(BOOKMARKS_PAGE_SIZE)
    .offset((page - 1) * BOOKMARKS_PAGE_SIZE);
  const items = rows.map((row): BookmarkItem => {
    // A comment is in its post's group: one group for the three.
    const { groupId } = row;
    const postSeen = mayRead(
      { visibility: row.postVisibility as Visibility, authorId: row.postAuthorId, groupId },
      member,
    );
    const available = row.commentId
      ? postSeen &&
        row.commentVisibility !== null &&
        mayRead({ visibility: row.commentVisibility as Visibility, authorId: row.commentAuthorId, groupId }, member) &&
        // A reply is seen only with the comment it answers.
        (row.parentVisibility === null ||
          mayRead({ visibility: row.parentVisibility as Visibility, authorId: row.parentAuthorId, groupId }, member))
      : postSeen;
    return {
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      kind: row.commentId ? "comment" : "post",
      postId: row.postId,
      commentId: row.commentId,
      available,
      title: available ? row.title : null,
      excerpt: available ? excerptOf((row.commentId ? row.commentText : row.postText) ?? "") : null,
    };
  });
  return { items, page, pageCount, total: Number(total) };
}

/** Which of a page's post and comments the member has bookmarked (the buttons' state). */
export async function bookmarkedOn(
  db: Db,
  memberId: string,
  postId: string,
  commentIds: readonly string[],
): Promise<{ post: boolean; comments: string[] }> {
  const [postRows, commentRows] = await Promise.all([
    db
      .select({ id: bookmarks.id })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, memberId), eq(bookmarks.postId, postId), isNull(bookmarks.commentId))),
    commentIds.length
      ? db
          .select({ commentId: bookmarks.commentId })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, memberId), inArray(bookmarks.commentId, [...commentIds])))
      : Promise.resolve([]),
  ]);
  return { post: postRows.length > 0, comments: commentRows.map((row) => row.commentId!) };
}
