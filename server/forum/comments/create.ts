import { and, eq, isNull, sql } from "drizzle-orm";
import { DRAFT_KEYS } from "../../../common/drafts";
import { COMMENTS_PER_POST_MAX, FORUM_MESSAGES, type CommentView } from "../../../common/forum";
import { AppError, notFound } from "../../app-error";
import { comments, posts } from "../../db/schema";
import { isUuid } from "../../ids";
import { notifyNewComment, watchOnWrite } from "../../notifications/fan-out";
import { touchableBy } from "../../read-policy";
import { readerOf } from "../../identity";
import type { UseCase } from "../../use-case";
import { dropDraft } from "../drafts/drop";
import { floodCheck } from "../limits";
import { assertRenderableBody } from "../markdown";
import { readComment } from "../views";

/** A member comments on a visible, open post, or replies to a visible comment on it; its draft is done with. */
export const createComment: UseCase<
  { postId: string; content: string; parentId?: string | null },
  CommentView
> = async ({ db, actor }, input) => {
  const authorId = actor.id;
  const { postId } = input;
  if (!isUuid(postId)) throw notFound("post");
  assertRenderableBody(input.content);
  const reader = readerOf(actor);
  const [post] = await db
    .select({ isLocked: posts.isLocked })
    .from(posts)
    .where(and(eq(posts.id, postId), touchableBy(posts, reader)));
  if (!post) throw notFound("post");
  if (post.isLocked) throw new AppError(423, FORUM_MESSAGES.postLocked, "POST_LOCKED");
  const [{ n: commentCount }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(eq(comments.postId, postId))) as [{ n: number }];
  if (commentCount >= COMMENTS_PER_POST_MAX) throw new AppError(409, FORUM_MESSAGES.discussionFull, "DISCUSSION_FULL");
  if (input.parentId) {
    const [parent] = await db
      .select({ postId: comments.postId })
      .from(comments)
      // A reply answers a top-level comment: the page shows one level of replies, no deeper.
      .where(and(eq(comments.id, input.parentId), touchableBy(comments, reader), isNull(comments.parentId)));
    if (!parent || parent.postId !== postId) throw notFound("comment");
  }
  await floodCheck(db, "comment", actor);
  // The comment, the commenter watching the post and everyone it notifies: one transaction.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({ postId, authorId, parentId: input.parentId ?? null, content: input.content })
      .returning({ id: comments.id });
    await notifyNewComment(tx, {
      id: inserted!.id,
      postId,
      authorId,
      parentId: input.parentId ?? null,
      content: input.content,
    });
    await watchOnWrite(tx, authorId, postId);
    await dropDraft(tx, authorId, input.parentId ? DRAFT_KEYS.reply(input.parentId) : DRAFT_KEYS.comment(postId));
    return inserted;
  });
  return readComment(db, row!.id, authorId);
};
