import { and, eq, sql } from "drizzle-orm";
import { ANSWER_MESSAGES } from "../../../common/answers";
import type { Visibility } from "../../../common/moderation";
import { AppError, notFound } from "../../app-error";
import { posts } from "../../db/schema";
import { readerOf } from "../../identity";
import { mayRead, mayTouch, touchableBy, touchableInSql } from "../../read-policy";
import { isUuid } from "../../ids";
import { notifyAcceptedAnswer } from "../../notifications/fan-out";
import type { UseCase } from "../../use-case";
import { floodCheck } from "../limits";

/**
 * The post's author, or a moderator, marks one of its comments as the answer, or clears it (issue #31
 * item 2, ADR 0031). The comment must be on this post and visible (and so must its thread's first
 * comment, which carries it on the page); the post must be visible; a locked post's answer is the
 * moderators' to change. The database credits the karma (migration 0021); the answerer is told in the
 * same transaction. `accept: false` clears `commentId` only while it is the answer, so that a page read
 * before someone marked another answer cannot clear that one.
 */
export const acceptAnswer: UseCase<
  { postId: string; commentId: string; accept: boolean },
  { acceptedCommentId: string | null }
> = async ({ db, actor }, { postId, commentId, accept }) => {
  if (!isUuid(postId)) throw notFound("post");
  const [post] = await db
    .select({
      authorId: posts.authorId,
      visibility: sql<Visibility>`${posts.visibility}`,
      isLocked: posts.isLocked,
      acceptedCommentId: posts.acceptedCommentId,
      groupId: posts.groupId,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  const reader = readerOf(actor);
  if (!post || !mayRead(post, reader)) throw notFound("post");
  // A moderator of the site, or of the post's private group (ADR 0061), marks answers as its author does.
  const moderator = Boolean(reader?.staff || (post.groupId && reader?.moderates.includes(post.groupId)));
  if (!moderator && post.authorId !== actor.id) {
    throw new AppError(403, ANSWER_MESSAGES.onlyAuthorOrStaff, "FORBIDDEN");
  }
  if (!mayTouch(post, reader)) throw new AppError(409, ANSWER_MESSAGES.postNotVisible, "POST_NOT_VISIBLE");
  if (post.isLocked && !moderator) throw new AppError(423, ANSWER_MESSAGES.locked, "POST_LOCKED");
  if (!isUuid(commentId)) throw new AppError(404, ANSWER_MESSAGES.notOnPost, "NOT_FOUND");
  await floodCheck(db, "answer", actor);

  if (!accept) {
    const [cleared] = await db
      .update(posts)
      .set({ acceptedCommentId: null })
      .where(and(eq(posts.id, postId), eq(posts.acceptedCommentId, commentId)))
      .returning({ id: posts.id });
    return { acceptedCommentId: cleared ? null : post.acceptedCommentId };
  }
  if (post.acceptedCommentId === commentId) return { acceptedCommentId: commentId };
  await db.transaction(async (tx) => {
    // Checked and written in one statement: a comment hidden or deleted meanwhile is not marked.
    const [marked] = await tx
      .update(posts)
      .set({ acceptedCommentId: commentId })
      .where(
        and(
          eq(posts.id, postId),
          touchableBy(posts, reader),
          sql`EXISTS (SELECT 1 FROM comments c LEFT JOIN comments thread ON thread.id = c.parent_id
            WHERE c.id = ${commentId} AND c.post_id = ${postId} AND ${touchableInSql("c", reader)}
              AND (c.parent_id IS NULL OR ${touchableInSql("thread", reader)}))`,
        ),
      )
      .returning({ id: posts.id });
    if (!marked) throw new AppError(404, ANSWER_MESSAGES.notOnPost, "NOT_FOUND");
    await notifyAcceptedAnswer(tx, { actorId: actor.id, postId, commentId });
  });
  return { acceptedCommentId: commentId };
};
