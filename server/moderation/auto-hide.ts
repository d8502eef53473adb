import { and, eq, sql } from "drizzle-orm";
import { AUTO_HIDE_REPORTS, MODERATION_MESSAGES } from "../../common/moderation";
import type { Db } from "../db/database";
import { comments, posts } from "../db/schema";
import { notifyModeration } from "../notifications/fan-out";
import { shownWhereItIs } from "../read-policy";
import { audit } from "./audit";

/**
 * Reports from AUTO_HIDE_REPORTS different established members (accounts older than `newMemberHours`)
 * hide a visible item until a moderator looks; the reports stay open in the queue. A moderator's or an
 * admin's item is never hidden by reports (a few members could otherwise take down the staff's notices):
 * its open reports put it in the queue for another moderator to look at.
 */
export async function hideAfterReports(db: Db, target: { post: string } | { comment: string }, newMemberHours: number) {
  const isPost = "post" in target;
  const id = isPost ? target.post : target.comment;
  const result = await db.execute<{ reporters: number }>(sql`
    SELECT count(DISTINCT r.reporter_id)::int AS reporters FROM reports r JOIN users u ON u.id = r.reporter_id
    WHERE r.status = 'open' AND r.reason <> 'review'
      AND ${isPost ? sql`r.post_id = ${id} AND r.comment_id IS NULL` : sql`r.comment_id = ${id}`}
      AND u.created_at < now() - ${newMemberHours} * interval '1 hour'`);
  if (Number(result.rows[0]?.reporters ?? 0) < AUTO_HIDE_REPORTS) return;
  await db.transaction(async (tx) => {
    const table = isPost ? posts : comments;
    const hidden = await tx
      .update(table as typeof posts)
      .set({ visibility: "hidden", moderationReason: MODERATION_MESSAGES.autoHidden })
      .where(
        and(
          eq(table.id, id),
          shownWhereItIs(table),
          sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ${table.authorId} AND u.role <> 'member')`,
        ),
      )
      .returning({ label: isPost ? posts.title : sql<string>`content` });
    if (hidden[0]) {
      await audit(tx, null, "auto_hide", { type: isPost ? "post" : "comment", id, label: hidden[0].label }, null);
      await notifyModeration(tx, {
        actorId: null,
        targetType: isPost ? "post" : "comment",
        targetId: id,
        action: "auto_hide",
        reason: MODERATION_MESSAGES.autoHidden,
      });
    }
  });
}
