import { m } from "../../common/i18n";
import { and, eq, inArray, sql } from "drizzle-orm";
import { commentPath } from "../../common/forum";
import { MODERATION_QUEUE_MAX, type Visibility } from "../../common/moderation";
import type { Db } from "../db/database";
import { isSuspended } from "../identity";
import { comments, posts, profiles, users } from "../db/schema";
import { excerpt, type TargetType } from "./audit";

export interface QueueReport {
  reason: string;
  details: string | null;
  reporter: string | null;
  createdAt: string;
}
export interface QueueItem {
  targetType: TargetType;
  targetId: string;
  /** A post's title, a comment's post title, a member's username. */
  label: string;
  content: string | null;
  href: string;
  author: { id: string; username: string | null } | null;
  visibility: Visibility | null;
  isPinned: boolean;
  isLocked: boolean;
  /** The member's suspension in force, or (a post or comment) its author's. */
  suspendedUntil: string | null;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  reports: QueueReport[];
  latestAt: string;
  /** A review the author asked for, of a hidden item. */
  reviewRequested: boolean;
}
export type QueueSort = "newest" | "most";

/** What the queue's one query of open reports gives for each target. */
type ReportedTarget = {
  target_type: TargetType;
  target_id: string;
  report_count: number;
  latest_at: string;
  reasons: { reason: string; count: number }[];
  reports: QueueReport[];
};

/**
 * Open reports grouped by what they report, with the item in context; and posts waiting for approval
 * (they have no reports: they are in the queue because of the link rule). At most MODERATION_QUEUE_MAX
 * targets; each shows its ten newest reports. With `groupId`, a private group's queue for its moderators
 * (issue #47): only its posts and comments, never a member (suspensions are the site's).
 */
export async function readQueue(db: Db, sort: QueueSort, groupId: string | null = null): Promise<QueueItem[]> {
  const grouped = await readReportedTargets(db, sort, groupId);
  const pending = await db
    .select({ id: posts.id, createdAt: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.visibility, "pending"), groupId ? eq(posts.groupId, groupId) : undefined))
    .orderBy(posts.createdAt)
    .limit(MODERATION_QUEUE_MAX);

  const ids = (type: TargetType) => grouped.filter((row) => row.target_type === type).map((row) => row.target_id);
  const targets = await readTargets(db, [...ids("post"), ...pending.map((row) => row.id)], ids("comment"), ids("user"));
  const toItem = (row: ReportedTarget) => queueItem(row, targets);
  const reported = grouped.map(toItem).filter((item): item is QueueItem => item !== null);
  const waiting = pending
    .filter((row) => !reported.some((item) => item.targetId === row.id))
    .map((row) =>
      toItem({
        target_type: "post",
        target_id: row.id,
        report_count: 0,
        latest_at: row.createdAt.toISOString(),
        reasons: [],
        reports: [],
      }),
    )
    .filter((item): item is QueueItem => item !== null);
  return [...waiting, ...reported];
}

/** The open reports, one row per target they report, in the queue's order. */
async function readReportedTargets(db: Db, sort: QueueSort, groupId: string | null): Promise<ReportedTarget[]> {
  const order = sort === "most" ? sql`report_count DESC, latest_at DESC` : sql`latest_at DESC`;
  const inGroup = groupId
    ? sql`AND (EXISTS (SELECT 1 FROM comments c WHERE c.id = r.comment_id AND c.group_id = ${groupId})
        OR (r.comment_id IS NULL AND EXISTS (SELECT 1 FROM posts p WHERE p.id = r.post_id AND p.group_id = ${groupId})))`
    : sql``;
  const grouped = await db.execute<ReportedTarget>(sql`
    WITH open AS (
      SELECT r.*, CASE WHEN r.comment_id IS NOT NULL THEN 'comment' WHEN r.post_id IS NOT NULL THEN 'post' ELSE 'user' END AS target_type,
             coalesce(r.comment_id, r.post_id, r.reported_user_id) AS target_id
      FROM reports r WHERE r.status = 'open' ${inGroup}
    )
    SELECT target_type, target_id, count(*)::int AS report_count, max(created_at) AS latest_at,
      (SELECT json_agg(json_build_object('reason', reason, 'count', n) ORDER BY n DESC, reason)
         FROM (SELECT o2.reason, count(*)::int AS n FROM open o2 WHERE o2.target_id = o.target_id GROUP BY o2.reason) counted) AS reasons,
      (SELECT json_agg(json_build_object('reason', reason, 'details', details, 'reporter', username, 'createdAt', created_at))
         FROM (SELECT o3.reason, o3.details, p.username, o3.created_at FROM open o3
               LEFT JOIN profiles p ON p.id = o3.reporter_id
               WHERE o3.target_id = o.target_id ORDER BY o3.created_at DESC LIMIT 10) newest) AS reports
    FROM open o
    GROUP BY target_type, target_id
    ORDER BY ${order}
    LIMIT ${MODERATION_QUEUE_MAX}`);
  return grouped.rows;
}

/** The posts, comments and members the queue shows, each with its author (a member: themselves). */
async function readTargets(db: Db, postIds: string[], commentIds: string[], userIds: string[]) {
  const postRows = postIds.length
    ? await db
        .select({
          id: posts.id,
          title: posts.title,
          content: posts.content,
          visibility: posts.visibility,
          isPinned: posts.isPinned,
          isLocked: posts.isLocked,
          reviewRequestedAt: posts.reviewRequestedAt,
          authorId: posts.authorId,
          username: profiles.username,
          authorSuspendedUntil: users.suspendedUntil,
        })
        .from(posts)
        .leftJoin(profiles, eq(profiles.id, posts.authorId))
        .leftJoin(users, eq(users.id, posts.authorId))
        .where(inArray(posts.id, postIds))
    : [];
  const commentRows = commentIds.length
    ? await db
        .select({
          id: comments.id,
          postId: comments.postId,
          content: comments.content,
          visibility: comments.visibility,
          reviewRequestedAt: comments.reviewRequestedAt,
          authorId: comments.authorId,
          username: profiles.username,
          postTitle: posts.title,
          authorSuspendedUntil: users.suspendedUntil,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .leftJoin(profiles, eq(profiles.id, comments.authorId))
        .leftJoin(users, eq(users.id, comments.authorId))
        .where(inArray(comments.id, commentIds))
    : [];
  const userRows = userIds.length
    ? await db
        .select({ id: users.id, username: profiles.username, suspendedUntil: users.suspendedUntil, bio: profiles.bio })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(users.id, userIds))
    : [];
  return { postRows, commentRows, userRows };
}

const base = { isPinned: false, isLocked: false, suspendedUntil: null, reviewRequested: false };
const inForce = (until: Date | null) => (until && isSuspended(until) ? until.toISOString() : null);

/** A target's item in the queue, or null when the target is gone. */
function queueItem(
  row: ReportedTarget,
  { postRows, commentRows, userRows }: Awaited<ReturnType<typeof readTargets>>,
): QueueItem | null {
  const counts = {
    reportCount: row.report_count,
    reasons: row.reasons ?? [],
    reports: row.reports ?? [],
    latestAt: new Date(row.latest_at).toISOString(),
  };
  if (row.target_type === "post") {
    const post = postRows.find((p) => p.id === row.target_id);
    if (!post) return null;
    return {
      ...base,
      ...counts,
      targetType: "post",
      targetId: post.id,
      label: post.title,
      content: excerpt(post.content, 600),
      href: `/community/forum/posts/${post.id}`,
      author: post.authorId ? { id: post.authorId, username: post.username } : null,
      visibility: post.visibility as Visibility,
      isPinned: post.isPinned,
      isLocked: post.isLocked,
      suspendedUntil: inForce(post.authorSuspendedUntil),
      reviewRequested: Boolean(post.reviewRequestedAt),
    };
  }
  if (row.target_type === "comment") {
    const comment = commentRows.find((c) => c.id === row.target_id);
    if (!comment) return null;
    return {
      ...base,
      ...counts,
      targetType: "comment",
      targetId: comment.id,
      label: m.mod_queue_comment_on({ title: comment.postTitle ?? "" }),
      content: excerpt(comment.content, 600),
      href: commentPath(comment.postId, comment.id),
      author: comment.authorId ? { id: comment.authorId, username: comment.username } : null,
      visibility: comment.visibility as Visibility,
      suspendedUntil: inForce(comment.authorSuspendedUntil),
      reviewRequested: Boolean(comment.reviewRequestedAt),
    };
  }
  const user = userRows.find((u) => u.id === row.target_id);
  if (!user) return null;
  return {
    ...base,
    ...counts,
    targetType: "user",
    targetId: user.id,
    label: user.username ?? m.mod_member_without_username(),
    content: user.bio ? excerpt(user.bio, 600) : null,
    href: `/profile/${user.id}`,
    author: { id: user.id, username: user.username },
    visibility: null,
    suspendedUntil: inForce(user.suspendedUntil),
  };
}
