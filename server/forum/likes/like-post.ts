import { and, eq, isNull } from "drizzle-orm";
import { likes, postCounters } from "../../db/schema";
import { notifyLike } from "../../notifications/fan-out";
import type { UseCase } from "../../use-case";
import { floodCheck } from "../limits";
import { requireVisiblePost } from "../posts/read";
import { readerOf } from "../../identity";

/**
 * Sets the member's like on a visible post to `liked` (idempotent, so a retried or repeated request cannot
 * count twice); triggers keep the count and the author's karma.
 */
export const likePost: UseCase<{ postId: string; liked: boolean }, { liked: boolean; likesCount: number }> = async (
  { db, actor },
  { postId, liked },
) => {
  await requireVisiblePost(db, postId, readerOf(actor));
  await floodCheck(db, "like", actor);
  if (liked) {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(likes)
        .values({ userId: actor.id, postId })
        .onConflictDoNothing()
        .returning({ id: likes.id });
      if (added.length > 0) await notifyLike(tx, { actorId: actor.id, postId, commentId: null });
    });
  } else
    await db.delete(likes).where(and(eq(likes.userId, actor.id), eq(likes.postId, postId), isNull(likes.commentId)));
  const [counter] = await db
    .select({ likesCount: postCounters.likesCount })
    .from(postCounters)
    .where(eq(postCounters.postId, postId));
  return { liked, likesCount: counter?.likesCount ?? 0 };
};
