import { and, eq, isNull } from "drizzle-orm";
import type { ModerationAction, Role } from "../../common/moderation";
import type { Writer } from "../db/database";
import { moderationActions, reports } from "../db/schema";
import type { Staff } from "../identity";

/** What the moderators act on, and the audit log every action writes one row of (ADR 0016). */
export type TargetType = "post" | "comment" | "user";

export const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

export async function audit(
  db: Writer,
  staff: Staff | null,
  action: ModerationAction,
  target: { type: TargetType; id: string; label: string },
  reason: string | null,
  /** What the action was, as data (a suspension's days, the role granted): each reader's log words it. */
  detail: { days?: number; role?: Role } = {},
) {
  await db.insert(moderationActions).values({
    moderatorId: staff?.id ?? null,
    moderatorName: staff?.name ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: excerpt(target.label, 120),
    reason,
    days: detail.days ?? null,
    role: detail.role ?? null,
  });
}

/** Closes every open report on a target, saying which action did it and who. */
export async function resolveReports(
  db: Writer,
  staff: Staff,
  type: TargetType,
  id: string,
  resolution: ModerationAction,
) {
  const column = type === "post" ? reports.postId : type === "comment" ? reports.commentId : reports.reportedUserId;
  await db
    .update(reports)
    .set({ status: "resolved", resolvedAt: new Date(), resolvedBy: staff.id, resolution })
    .where(and(eq(reports.status, "open"), eq(column, id), type === "post" ? isNull(reports.commentId) : undefined));
}
