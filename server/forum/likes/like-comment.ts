import { and, eq } from "drizzle-orm";
import { notFound } from "../../app-error";
import { commentCounters, comments, likes, posts } from "../../db/schema";
import { isUuid } from "../../ids";
import { notifyLike } from "../../notifications/fan-out";
import type { UseCase } from "../../use-case";
import { floodCheck } from "../limits";
import { touchableBy } from "../../read-policy";
import { readerOf } from "../../identity";

/** Sets the member's like on a visible comment of a visible post to `liked`, as likePost does. */
export const likeComment: UseCase<
  { commentId: string; liked: boolean },
  { liked: boolean; likesCount: number }
> = async ({ db, actor }, { commentId, liked }) => {
  if (!isUuid(commentId)) throw notFound("comment");
  const reader = readerOf(actor);
  const [comment] = await db
    .select({ postId: comments.postId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), touchableBy(comments, reader), touchableBy(posts, reader)));
  if (!comment) throw notFound("comment");
  await floodCheck(db, "like", actor);
  if (liked) {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(likes)
        .values({ userId: actor.id, postId: comment.postId, commentId })
        .onConflictDoNothing()
        .returning({ id: likes.id });
      if (added.length > 0) await notifyLike(tx, { actorId: actor.id, postId: comment.postId, commentId });
    });
  } else await db.delete(likes).where(and(eq(likes.userId, actor.id), eq(likes.commentId, commentId)));
  const [counter] = await db
    .select({ likesCount: commentCounters.likesCount })
    .from(commentCounters)
    .where(eq(commentCounters.commentId, commentId));
  return { liked, likesCount: counter?.likesCount ?? 0 };
};
