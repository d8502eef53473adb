import { and, eq } from "drizzle-orm";
import { comments } from "../../db/schema";
import type { UseCase } from "../../use-case";
import { requireCommentAuthor } from "./own";

/** The author deletes their comment (its replies go with it). */
export const deleteComment: UseCase<{ commentId: string }, void> = async ({ db, actor }, { commentId }) => {
  await requireCommentAuthor(db, actor, commentId);
  await db.delete(comments).where(and(eq(comments.id, commentId), eq(comments.authorId, actor.id)));
};
