import { and, eq } from "drizzle-orm";
import { DRAFT_KEYS } from "../../../common/drafts";
import type { CommentView } from "../../../common/forum";
import { comments } from "../../db/schema";
import { notifyEditedComment } from "../../notifications/fan-out";
import type { UseCase } from "../../use-case";
import { dropDraft } from "../drafts/drop";
import { floodCheck } from "../limits";
import { assertRenderableBody } from "../markdown";
import { nameEditor } from "../revisions/editor";
import { readComment } from "../views";
import { requireCommentAuthor } from "./own";

/** The author edits their comment (its draft done with); members it newly mentions are told, if everyone can see it. */
export const updateComment: UseCase<{ commentId: string; content: string }, CommentView> = async (
  { db, actor, now, config },
  { commentId, content },
) => {
  const authorId = actor.id;
  const { postId, content: before, visible, createdAt } = await requireCommentAuthor(db, actor, commentId);
  assertRenderableBody(content);
  await floodCheck(db, "edit", actor);
  await db.transaction(async (tx) => {
    await nameEditor(tx, authorId, { createdAt, now, graceSeconds: config.EDIT_GRACE_SECONDS });
    await tx
      .update(comments)
      .set({ content, updatedAt: now })
      .where(and(eq(comments.id, commentId), eq(comments.authorId, authorId)));
    await dropDraft(tx, authorId, DRAFT_KEYS.editComment(commentId));
    if (visible) await notifyEditedComment(tx, { id: commentId, postId, authorId, before, after: content });
  });
  return readComment(db, commentId, authorId);
};
