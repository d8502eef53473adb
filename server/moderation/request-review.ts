import { eq } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { MODERATION_MESSAGES } from "../../common/moderation";
import { AppError, notFound } from "../app-error";
import { comments, posts, reports } from "../db/schema";
import { isUuid } from "../ids";
import type { UseCase } from "../use-case";

/** The author of a hidden post or comment asks, once, for a moderator to look again: it joins the queue. */
export const requestReview: UseCase<{ type: "post" | "comment"; id: string }, Toast> = async (
  { db, actor, now },
  { type, id },
) => {
  if (!isUuid(id)) throw notFound(type);
  const table = type === "post" ? posts : comments;
  const [item] = await db
    .select({ authorId: table.authorId, visibility: table.visibility, requested: table.reviewRequestedAt })
    .from(table as typeof posts)
    .where(eq(table.id, id));
  if (!item || item.authorId !== actor.id) throw notFound(type);
  if (item.visibility !== "hidden") throw new AppError(409, MODERATION_MESSAGES.notHidden, "INVALID");
  if (item.requested) throw new AppError(409, MODERATION_MESSAGES.reviewOnce, "ALREADY_REQUESTED");
  await db.transaction(async (tx) => {
    await tx
      .update(table as typeof posts)
      .set({ reviewRequestedAt: now })
      .where(eq(table.id, id));
    await tx
      .insert(reports)
      .values({ reporterId: actor.id, reason: "review", ...(type === "post" ? { postId: id } : { commentId: id }) })
      .onConflictDoNothing();
  });
  return { title: MODERATION_MESSAGES.reviewRequested };
};
