import { and, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BOOKMARK_MESSAGES, BOOKMARK_WRITES, BOOKMARKS_PER_MEMBER } from "../../../common/bookmarks";
import { AppError, notFound } from "../../app-error";
import { isForeignKeyViolation, type Db } from "../../db/database";
import { bookmarks, comments, posts } from "../../db/schema";
import { readerOf } from "../../identity";
import { enforceRateLimit } from "../../rate-limit";
import type { UseCase } from "../../use-case";
import { readableBy } from "../../read-policy";

type Target = { postId: string; commentId: string | null };

const parents = alias(comments, "parent");

/**
 * Sets the member's bookmark on a post or a comment to `bookmarked`. Idempotent: bookmarking twice keeps
 * one bookmark (and its place in the list), removing one that is not there is no error. Only an item the
 * member can see may be bookmarked (a 404 otherwise, as for a like); a bookmark is removed whatever its
 * item has become. At most BOOKMARKS_PER_MEMBER, counted under a lock on the member's bookmarks so that
 * two at once cannot pass it.
 */
export const setBookmark: UseCase<
  { postId?: string; commentId?: string; bookmarked: boolean },
  { bookmarked: boolean }
> = async ({ db, actor }, { postId, commentId, bookmarked }) => {
  await enforceRateLimit(db, `forum:bookmark:${actor.id}`, BOOKMARK_WRITES, "bookmark");
  const memberId = actor.id;
  if (!bookmarked) {
    await db
      .delete(bookmarks)
      .where(
        commentId
          ? and(eq(bookmarks.userId, memberId), eq(bookmarks.commentId, commentId))
          : and(eq(bookmarks.userId, memberId), eq(bookmarks.postId, postId!), isNull(bookmarks.commentId)),
      );
    return { bookmarked: false };
  }
  const target = await visibleTarget(db, readerOf(actor), { postId, commentId });
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bookmarks:${memberId}`}))`);
      const same = target.commentId
        ? and(eq(bookmarks.userId, memberId), eq(bookmarks.commentId, target.commentId))
        : and(eq(bookmarks.userId, memberId), eq(bookmarks.postId, target.postId), isNull(bookmarks.commentId));
      const [existing] = await tx.select({ id: bookmarks.id }).from(bookmarks).where(same);
      if (existing) return;
      const [{ count }] = (
        await tx.execute<{ count: number }>(
          sql`SELECT count(*)::int AS count FROM bookmarks WHERE user_id = ${memberId}`,
        )
      ).rows as [{ count: number }];
      if (Number(count) >= BOOKMARKS_PER_MEMBER) throw new AppError(409, BOOKMARK_MESSAGES.full, "BOOKMARKS_FULL");
      await tx.insert(bookmarks).values({ userId: memberId, postId: target.postId, commentId: target.commentId });
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw notFound(target.commentId ? "comment" : "post"); // deleted meanwhile
      throw error;
    });
  return { bookmarked: true };
};

/** The post or comment as this member may see it (and the comment's post), or the item's 404. */
async function visibleTarget(
  db: Db,
  reader: ReturnType<typeof readerOf>,
  { postId, commentId }: { postId?: string; commentId?: string },
): Promise<Target> {
  if (commentId) {
    const [row] = await db
      .select({ postId: comments.postId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .leftJoin(parents, eq(parents.id, comments.parentId))
      .where(
        and(
          eq(comments.id, commentId),
          readableBy(comments, reader),
          readableBy(posts, reader),
          // A reply is seen only with the comment it answers.
          or(isNull(comments.parentId), readableBy(parents, reader)),
        ),
      );
    if (!row) throw notFound("comment");
    return { postId: row.postId, commentId };
  }
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId!), readableBy(posts, reader)));
  if (!row) throw notFound("post");
  return { postId: row.id, commentId: null };
}
