import { m } from "../../common/i18n";
import { and, desc, eq, sql } from "drizzle-orm";
import { FORUM_MESSAGES } from "../../common/forum";
import type { ReportInput } from "../../common/forum-schemas";
import { AppError, notFound } from "../app-error";
import { isForeignKeyViolation, type Db } from "../db/database";
import { comments, posts, profiles, reports } from "../db/schema";
import { floodCheck } from "../forum/limits";
import { touchableBy } from "../read-policy";
import { readerOf, type Reader } from "../identity";
import { isUuid } from "../ids";
import type { UseCase } from "../use-case";
import { hideAfterReports } from "./auto-hide";

/**
 * Members' reports of posts, comments and members: what the report page shows, and filing one. Moderation
 * owns reports; the forum knows nothing of them (enough reports hide an item: hideAfterReports).
 */

/** A line that says what is being reported (the report page shows it), or null when it does not exist. */
export async function reportTargetSummary(
  db: Db,
  target: { postId: string } | { commentId: string } | { userId: string },
  reader: Reader,
): Promise<string | null> {
  const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 197)}...` : text);
  if ("postId" in target) {
    if (!isUuid(target.postId)) return null;
    const [row] = await db
      .select({ title: posts.title })
      .from(posts)
      .where(and(eq(posts.id, target.postId), touchableBy(posts, reader)));
    return row ? row.title : null;
  }
  if ("commentId" in target) {
    if (!isUuid(target.commentId)) return null;
    const [row] = await db
      .select({ content: comments.content })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, target.commentId), touchableBy(comments, reader), touchableBy(posts, reader)));
    return row ? excerpt(row.content) : null;
  }
  if (!isUuid(target.userId)) return null;
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, target.userId));
  return row?.username ?? null;
}

/** Files a report for the moderators; one open report per reporter and item. */
export const fileReport: UseCase<ReportInput, void> = async ({ db, actor, config }, input) => {
  const reporterId = actor.id;
  const reader = readerOf(actor);
  const target = input.postId ?? input.commentId ?? input.userId!;
  if (!isUuid(target)) throw notFound(input.userId ? "user" : input.commentId ? "comment" : "post");
  const [owner] = input.userId
    ? [{ id: input.userId }]
    : input.postId
      ? await db
          .select({ id: posts.authorId })
          .from(posts)
          .where(and(eq(posts.id, input.postId), touchableBy(posts, reader)))
      : await db
          .select({ id: comments.authorId })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(and(eq(comments.id, input.commentId!), touchableBy(comments, reader), touchableBy(posts, reader)));
  // A hidden or removed item cannot be reported again: the moderators already have it.
  if (!owner) throw notFound(input.commentId ? "comment" : "post");
  const ownerId = owner.id;
  if (ownerId === reporterId) throw new AppError(403, FORUM_MESSAGES.cannotReportOwn, "OWN_CONTENT");
  await floodCheck(db, "report", actor);
  const inserted = await db
    .insert(reports)
    .values({
      reporterId,
      postId: input.postId ?? null,
      commentId: input.commentId ?? null,
      reportedUserId: input.userId ?? null,
      reason: input.reason,
      details: input.details || null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw notFound(input.userId ? "user" : input.commentId ? "comment" : "post");
      throw error;
    });
  if (inserted.length === 0) throw new AppError(409, FORUM_MESSAGES.alreadyReported, "ALREADY_REPORTED");
  if (!input.userId) {
    const target = input.postId ? { post: input.postId } : { comment: input.commentId! };
    await hideAfterReports(db, target, config.NEW_MEMBER_HOURS);
  }
};

/** A member's own reports and what became of them (their dashboard). */
export async function reportsBy(db: Db, reporterId: string) {
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reason,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
      postId: reports.postId,
      commentId: reports.commentId,
      reportedUserId: reports.reportedUserId,
      postTitle: posts.title,
      username: profiles.username,
    })
    .from(reports)
    .leftJoin(posts, eq(posts.id, reports.postId))
    .leftJoin(profiles, eq(profiles.id, reports.reportedUserId))
    .where(and(eq(reports.reporterId, reporterId), sql`${reports.reason} <> 'review'`))
    .orderBy(desc(reports.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    handled: row.status !== "open",
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    what: row.commentId
      ? m.mod_report_a_comment()
      : row.postId
        ? m.mod_report_the_post({ title: row.postTitle ?? "" })
        : row.username
          ? m.mod_report_the_member({ name: row.username })
          : m.mod_report_member_without_username(),
  }));
}
