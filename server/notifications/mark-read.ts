import { and, eq, isNull, sql } from "drizzle-orm";
import { notificationHref } from "../../common/notifications";
import { notFound } from "../app-error";
import type { Db } from "../db/database";
import { notifications } from "../db/schema";
import { isUuid } from "../ids";
import type { UseCase } from "../use-case";

/** Marks one of the member's own notifications read; answers where it points. Someone else's: 404. */
export const markRead: UseCase<{ id: string }, string> = async ({ db, actor }, { id }) => {
  const memberId = actor.id;
  if (!isUuid(id)) throw notFound("notification");
  const [row] = await db
    .select({ postId: notifications.postId, commentId: notifications.commentId, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, memberId)));
  if (!row) throw notFound("notification");
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return notificationHref(row);
};

/** Marks all the member's notifications read. */
export const markAllRead: UseCase<void, void> = async ({ db, actor }) => {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
};

/** Opening a post marks what pointed at it read (the member has seen it in the page). */
export async function markPostRead(db: Db, memberId: string, postId: string): Promise<void> {
  if (!isUuid(postId)) return;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, memberId), eq(notifications.postId, postId), isNull(notifications.readAt)));
}
