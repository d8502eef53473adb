import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import {
  alreadySuspendedMessage,
  AUTO_HIDE_REPORTS,
  BANNED_UNTIL,
  MODERATION_ACTIONS,
  MODERATION_LOG_PAGE_SIZE,
  MODERATION_MESSAGES,
  MODERATION_QUEUE_MAX,
  NEEDS_REASON,
  OPERATOR_NAME,
  SUSPENDED_MAX_PAGE,
  SUSPENDED_PAGE_SIZE,
  type ModerationAction,
  type Role,
  type Visibility,
} from "../../common/moderation";
import type { ModerationActionInput } from "../../common/moderation-schemas";
import type { Toast } from "../../common/action-result";
import { commentPath, postPath } from "../../common/forum";
import { AppError, notFound } from "../app-error";
import { endSessionsOf } from "../auth/sessions";
import type { Db } from "../db/database";
import { comments, moderationActions, posts, profiles, reports, users } from "../db/schema";
import { isSuspended, mayActOnMember, requireStaff, type Reader, type Staff, type Viewer } from "../identity";
import { notifyModeration, notifyNewPost } from "../notifications/service";

/**
 * Moderation (issue #15, ADR 0016): the report queue, the actions moderators take on posts, comments and
 * members, roles, review requests and the append-only audit log. Every function checks who is asking.
 */

export type TargetType = "post" | "comment" | "user";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Writer = Db | Tx;

async function audit(
  db: Writer,
  staff: Staff | null,
  action: ModerationAction,
  target: { type: TargetType; id: string; label: string },
  reason: string | null,
) {
  await db.insert(moderationActions).values({
    moderatorId: staff?.id ?? null,
    moderatorName: staff?.name ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: excerpt(target.label, 120),
    reason,
  });
}

/** Closes every open report on a target, saying which action did it and who. */
async function resolveReports(db: Writer, staff: Staff, type: TargetType, id: string, resolution: ModerationAction) {
  const column = type === "post" ? reports.postId : type === "comment" ? reports.commentId : reports.reportedUserId;
  await db
    .update(reports)
    .set({ status: "resolved", resolvedAt: new Date(), resolvedBy: staff.id, resolution })
    .where(and(eq(reports.status, "open"), eq(column, id), type === "post" ? isNull(reports.commentId) : undefined));
}

// ── The queue ────────────────────────────────────────────────────────────────────────────────────────

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

/**
 * Open reports grouped by what they report, with the item in context; and posts waiting for approval
 * (they have no reports: they are in the queue because of the link rule). At most MODERATION_QUEUE_MAX
 * targets; each shows its ten newest reports.
 */
export async function readQueue(db: Db, sort: QueueSort): Promise<QueueItem[]> {
  const order = sort === "most" ? sql`report_count DESC, latest_at DESC` : sql`latest_at DESC`;
  const grouped = await db.execute<{
    target_type: TargetType;
    target_id: string;
    report_count: number;
    latest_at: string;
    reasons: { reason: string; count: number }[];
    reports: QueueReport[];
  }>(sql`
    WITH open AS (
      SELECT r.*, CASE WHEN r.comment_id IS NOT NULL THEN 'comment' WHEN r.post_id IS NOT NULL THEN 'post' ELSE 'user' END AS target_type,
             coalesce(r.comment_id, r.post_id, r.reported_user_id) AS target_id
      FROM reports r WHERE r.status = 'open'
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
  const pending = await db
    .select({ id: posts.id, createdAt: posts.createdAt })
    .from(posts)
    .where(eq(posts.visibility, "pending"))
    .orderBy(posts.createdAt)
    .limit(MODERATION_QUEUE_MAX);

  const ids = (type: TargetType) => grouped.rows.filter((row) => row.target_type === type).map((row) => row.target_id);
  const postIds = [...ids("post"), ...pending.map((row) => row.id)];
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
  const commentIds = ids("comment");
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
  const userIds = ids("user");
  const userRows = userIds.length
    ? await db
        .select({ id: users.id, username: profiles.username, suspendedUntil: users.suspendedUntil, bio: profiles.bio })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(users.id, userIds))
    : [];

  const base = { isPinned: false, isLocked: false, suspendedUntil: null, reviewRequested: false };
  const inForce = (until: Date | null) => (until && until > new Date() ? until.toISOString() : null);
  const toItem = (row: (typeof grouped.rows)[number]): QueueItem | null => {
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
        label: `Comment on "${comment.postTitle}"`,
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
      label: user.username ?? "A member without a username",
      content: user.bio ? excerpt(user.bio, 600) : null,
      href: `/profile/${user.id}`,
      author: { id: user.id, username: user.username },
      visibility: null,
      suspendedUntil: inForce(user.suspendedUntil),
    };
  };
  const reported = grouped.rows.map(toItem).filter((item): item is QueueItem => item !== null);
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

// ── Actions ──────────────────────────────────────────────────────────────────────────────────────────

const ALLOWED: Record<TargetType, ReadonlySet<ModerationAction>> = {
  post: new Set(["dismiss", "hide", "unhide", "remove", "approve", "lock", "unlock", "pin", "unpin", "suspend", "ban"]),
  comment: new Set(["dismiss", "hide", "unhide", "remove", "suspend", "ban"]),
  user: new Set(["dismiss", "suspend", "ban", "unsuspend"]),
};

/** The outcomes an author is notified of (ADR 0017); pins and dismissed reports are not news to them. */
const TOLD_TO_AUTHOR: ReadonlySet<ModerationAction> = new Set([
  "hide",
  "remove",
  "unhide",
  "approve",
  "lock",
  "unlock",
]);

type ItemInput = Exclude<ModerationActionInput, { intent: "grant" }>;

/**
 * One moderator action on one target, in one transaction: the change, every open report on the target
 * resolved, and exactly one audit row. Suspending from a post or comment suspends its author.
 */
export async function moderate(db: Db, staff: Staff, input: ItemInput): Promise<Toast> {
  const action = input.intent;
  if (!ALLOWED[input.targetType].has(action)) {
    throw new AppError(400, `A ${input.targetType} cannot be given that action.`, "INVALID");
  }
  const reason = input.reason?.trim() || null;
  if (NEEDS_REASON.has(action) && !reason) throw new AppError(400, MODERATION_MESSAGES.giveReason, "INVALID", "reason");
  if (!UUID.test(input.targetId)) throw notFound(input.targetType);

  await db.transaction(async (tx) => {
    if (input.targetType === "user" || action === "suspend" || action === "ban") {
      const userId =
        input.targetType === "user" ? input.targetId : await authorOf(tx, input.targetType, input.targetId);
      await actOnMember(tx, staff, userId, input, reason);
      if (input.targetType !== "user") await resolveReports(tx, staff, input.targetType, input.targetId, action);
      return;
    }
    const table = input.targetType === "post" ? posts : comments;
    const [item] = await tx
      .select({
        label: input.targetType === "post" ? posts.title : comments.content,
        visibility: table.visibility,
      })
      .from(table as typeof posts)
      .where(eq(table.id, input.targetId));
    if (!item) throw notFound(input.targetType);
    const change: Partial<typeof posts.$inferInsert> = {};
    switch (action) {
      // Each hide is a new decision: its author may ask for a review of it once.
      case "hide":
        Object.assign(change, { visibility: "hidden", moderationReason: reason, reviewRequestedAt: null });
        break;
      case "remove":
        Object.assign(change, { visibility: "removed", moderationReason: reason, reviewRequestedAt: null });
        break;
      case "unhide":
      case "approve":
        if (item.visibility === "visible") throw new AppError(409, "Everyone can already see it.", "INVALID");
        Object.assign(change, { visibility: "visible", moderationReason: null, reviewRequestedAt: null });
        break;
      case "lock":
      case "unlock":
        change.isLocked = action === "lock";
        break;
      case "pin":
      case "unpin":
        change.isPinned = action === "pin";
        break;
    }
    if (Object.keys(change).length > 0) {
      await tx
        .update(table as typeof posts)
        .set(change)
        .where(eq(table.id, input.targetId));
    }
    await resolveReports(tx, staff, input.targetType, input.targetId, action);
    await audit(tx, staff, action, { type: input.targetType, id: input.targetId, label: item.label }, reason);
    // A post that waited for approval is new to everyone now: the members it mentions are told.
    if (input.targetType === "post" && item.visibility === "pending" && change.visibility === "visible") {
      const [post] = await tx
        .select({ authorId: posts.authorId, title: posts.title, content: posts.content })
        .from(posts)
        .where(eq(posts.id, input.targetId));
      if (post?.authorId) {
        await notifyNewPost(tx, {
          id: input.targetId,
          authorId: post.authorId,
          text: `${post.title}\n${post.content}`,
        });
      }
    }
    if (TOLD_TO_AUTHOR.has(action)) {
      await notifyModeration(tx, {
        actorId: staff.id,
        targetType: input.targetType,
        targetId: input.targetId,
        action,
        reason,
      });
    }
  });
  return { title: MODERATION_ACTIONS[action].done };
}

async function authorOf(db: Writer, type: "post" | "comment", id: string): Promise<string> {
  const table = type === "post" ? posts : comments;
  const [row] = await db
    .select({ authorId: table.authorId })
    .from(table as typeof posts)
    .where(eq(table.id, id));
  if (!row) throw notFound(type);
  if (!row.authorId) throw new AppError(409, "Its author has closed their account.", "INVALID");
  return row.authorId;
}

async function actOnMember(db: Tx, staff: Staff, userId: string, input: ItemInput, reason: string | null) {
  const action = input.intent;
  // FOR UPDATE: two moderators acting on the same member at once take turns, the second sees the first's change.
  const [member] = await db
    .select({ role: users.role, username: profiles.username, suspendedUntil: users.suspendedUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for("update", { of: users });
  if (!member) throw notFound("member");
  if (userId === staff.id) throw new AppError(403, "You cannot suspend yourself.", "FORBIDDEN");
  if (!mayActOnMember(staff, { id: userId, role: member.role })) {
    throw new AppError(403, MODERATION_MESSAGES.staffForAdmins, "FORBIDDEN");
  }
  const name = member.username ?? "This member";
  const suspendedUntil = isSuspended(member.suspendedUntil) ? member.suspendedUntil : null;
  // A suspension is changed by lifting it first (both steps are in the log), never overwritten.
  if ((action === "suspend" || action === "ban") && suspendedUntil) {
    throw new AppError(409, alreadySuspendedMessage(name, suspendedUntil), "ALREADY_SUSPENDED");
  }
  if (action === "unsuspend" && !suspendedUntil) throw new AppError(409, `${name} is not suspended.`, "NOT_SUSPENDED");
  if (action === "suspend" || action === "ban") {
    const until =
      action === "ban" ? BANNED_UNTIL : new Date(Date.now() + ("days" in input ? input.days : 1) * 86_400_000);
    await db.update(users).set({ suspendedUntil: until, suspensionReason: reason }).where(eq(users.id, userId));
    await endSessionsOf(db, userId);
  } else if (action === "unsuspend") {
    await db.update(users).set({ suspendedUntil: null, suspensionReason: null }).where(eq(users.id, userId));
  }
  await resolveReports(db, staff, "user", userId, action);
  const detail = action === "suspend" && "days" in input ? `${input.days} day${input.days === 1 ? "" : "s"}: ` : "";
  const label = member.username ?? "A member without a username";
  await audit(db, staff, action, { type: "user", id: userId, label }, reason ? `${detail}${reason}` : detail || null);
}

/** Admins give and take roles (the first admin comes from `npm run admin`). */
export async function grantRole(db: Db, viewer: Viewer | null, username: string, role: Role): Promise<Toast> {
  const staff = requireStaff(viewer);
  if (staff.role !== "admin") throw new AppError(403, MODERATION_MESSAGES.adminOnly, "FORBIDDEN");
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(sql`lower(${profiles.username}) = lower(${username.trim()})`);
    if (!member) throw new AppError(404, MODERATION_MESSAGES.noSuchMember, "NOT_FOUND", "username");
    if (member.id === staff.id) throw new AppError(403, MODERATION_MESSAGES.notOwnRole, "FORBIDDEN", "username");
    await tx.update(users).set({ role }).where(eq(users.id, member.id));
    await audit(tx, staff, "grant", { type: "user", id: member.id, label: member.username ?? username }, `now ${role}`);
  });
  return {
    title: MODERATION_ACTIONS.grant.done,
    description: `${username.trim()} is now ${role === "admin" ? "an admin" : `a ${role}`}.`,
  };
}

/**
 * `npm run admin -- grant|revoke`: the first admin of a fresh install, or a role changed by whoever runs
 * the server. Logged like any other role change, as done from the command line.
 */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<{ username: string | null } | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ role })
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .returning({ id: users.id });
    if (!member) return null;
    const [profile] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, member.id));
    await tx.insert(moderationActions).values({
      moderatorId: null,
      moderatorName: OPERATOR_NAME,
      action: "grant",
      targetType: "user",
      targetId: member.id,
      targetLabel: profile?.username ?? "A member without a username",
      reason: `now ${role}`,
    });
    return { username: profile?.username ?? null };
  });
}

export interface SuspendedMember {
  id: string;
  username: string | null;
  until: string;
  reason: string | null;
  /** Whether the moderator reading the list may lift it (a moderator may not act on staff). */
  mayLift: boolean;
}

/**
 * Members suspended now (a ban too), the soonest to end first: SUSPENDED_PAGE_SIZE a page, pages up to
 * SUSPENDED_MAX_PAGE (issue 29, item 11). Moderators lift a suspension from here or the member's profile.
 */
export async function listSuspended(db: Db, staff: Staff, page: number) {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), SUSPENDED_MAX_PAGE);
  const rows = await db
    .select({
      id: users.id,
      username: profiles.username,
      until: users.suspendedUntil,
      reason: users.suspensionReason,
      role: users.role,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${users.suspendedUntil} > now()`)
    .orderBy(users.suspendedUntil, users.id)
    .limit(SUSPENDED_PAGE_SIZE + 1)
    .offset((current - 1) * SUSPENDED_PAGE_SIZE);
  const members: SuspendedMember[] = rows.slice(0, SUSPENDED_PAGE_SIZE).map((row) => ({
    id: row.id,
    username: row.username,
    until: row.until!.toISOString(),
    reason: row.reason,
    mayLift: mayActOnMember(staff, row),
  }));
  return { members, page: current, hasMore: rows.length > SUSPENDED_PAGE_SIZE };
}

/**
 * What a moderator sees of a member on their profile: the suspension now in force (if any), and whether
 * this moderator may suspend them (a moderator may not suspend staff; nobody suspends themselves).
 */
export async function memberStanding(db: Db, staff: Staff, userId: string) {
  const [member] = await db
    .select({ role: users.role, until: users.suspendedUntil, reason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return null;
  const suspended = member.until && member.until > new Date() ? member.until : null;
  return {
    suspendedUntil: suspended?.toISOString() ?? null,
    suspensionReason: suspended ? member.reason : null,
    mayAct: mayActOnMember(staff, { id: userId, role: member.role }),
  };
}

/** The suspension now in force of an item's author, for the moderator tools beside it. */
export async function suspendedUntilOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ until: users.suspendedUntil })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.suspendedUntil} > now()`));
  return row?.until?.toISOString() ?? null;
}

export async function listStaff(db: Db) {
  return db
    .select({ id: users.id, username: profiles.username, role: users.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${users.role} <> 'member'`)
    .orderBy(users.role, profiles.username)
    .limit(200);
}

// ── Reports reaching the site itself, and the author's side ───────────────────────────────────────────

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
          eq(table.visibility, "visible"),
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

/** The author of a hidden post or comment asks, once, for a moderator to look again: it joins the queue. */
export async function requestReview(db: Db, userId: string, type: "post" | "comment", id: string): Promise<Toast> {
  if (!UUID.test(id)) throw notFound(type);
  const table = type === "post" ? posts : comments;
  const [item] = await db
    .select({ authorId: table.authorId, visibility: table.visibility, requested: table.reviewRequestedAt })
    .from(table as typeof posts)
    .where(eq(table.id, id));
  if (!item || item.authorId !== userId) throw notFound(type);
  if (item.visibility !== "hidden") throw new AppError(409, MODERATION_MESSAGES.notHidden, "INVALID");
  if (item.requested) throw new AppError(409, MODERATION_MESSAGES.reviewOnce, "ALREADY_REQUESTED");
  await db.transaction(async (tx) => {
    await tx
      .update(table as typeof posts)
      .set({ reviewRequestedAt: new Date() })
      .where(eq(table.id, id));
    await tx
      .insert(reports)
      .values({ reporterId: userId, reason: "review", ...(type === "post" ? { postId: id } : { commentId: id }) })
      .onConflictDoNothing();
  });
  return { title: MODERATION_MESSAGES.reviewRequested };
}

/** A member's own reports and what became of them (their dashboard). */
export async function reportsBy(db: Db, userId: string) {
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
    .where(and(eq(reports.reporterId, userId), sql`${reports.reason} <> 'review'`))
    .orderBy(desc(reports.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    handled: row.status !== "open",
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    what: row.commentId
      ? "A comment"
      : row.postId
        ? `The post "${row.postTitle ?? ""}"`
        : `The member ${row.username ?? "without a username"}`,
  }));
}

// ── The log ──────────────────────────────────────────────────────────────────────────────────────────

export interface LogEntry {
  id: string;
  action: ModerationAction;
  targetType: TargetType;
  /**
   * What it was done to: a post's title, a member's username, (moderators only) a comment's words. Null
   * where the log withholds the words: a comment's, and a post its reader may not see now (deleted,
   * hidden or waiting), on every row about that post.
   */
  targetLabel: string | null;
  /** Where its reader can open it: null when it is gone, or they may not see it. */
  href: string | null;
  reason: string | null;
  createdAt: string;
  /** A moderator; the site itself (hidden after reports); an administrator from the command line (`npm run admin`). */
  actor: "moderator" | "site" | "operator";
  /** Only moderators see which moderator did it; the public log says "A moderator". */
  moderator: string | null;
  moderatorHref: string | null;
}

/** Whether `reader` may see the post or comment in `alias` now: the SQL of server/forum/service.ts canSee. */
function seenBy(alias: string, reader: Reader): SQL {
  const item = sql.raw(alias);
  if (reader?.staff) return sql`${item}.id IS NOT NULL`;
  if (!reader) return sql`coalesce(${item}.visibility = 'visible', false)`;
  return sql`coalesce(${item}.visibility = 'visible'
    OR (${item}.visibility IN ('hidden', 'pending') AND ${item}.author_id = ${reader.id}), false)`;
}

/**
 * One page of the log, newest first, as `reader` may read it: moderators see who did what and every
 * item's words; everyone else sees a post's title only while they may see the post itself, and never a
 * comment's words. Items and members are named with a link when the reader may open them.
 */
export async function readLog(db: Db, page: number, reader: Reader) {
  const current = Math.max(1, Math.min(Math.floor(page) || 1, 10_000));
  const staff = Boolean(reader?.staff);
  const result = await db.execute<{
    id: string;
    action: ModerationAction;
    target_type: TargetType;
    target_id: string;
    target_label: string;
    reason: string | null;
    created_at: string | Date;
    moderator_id: string | null;
    moderator_name: string | null;
    seen: boolean;
    comment_post_id: string | null;
    moderator_exists: boolean;
  }>(sql`
    SELECT a.id, a.action, a.target_type, a.target_id, a.target_label, a.reason, a.created_at, a.moderator_id,
      a.moderator_name, c.post_id AS comment_post_id, mp.id IS NOT NULL AS moderator_exists,
      CASE a.target_type
        WHEN 'post' THEN ${seenBy("p", reader)}
        WHEN 'comment' THEN ${seenBy("c", reader)} AND ${seenBy("cp", reader)}
        ELSE pr.id IS NOT NULL
      END AS seen
    FROM (
      SELECT * FROM moderation_actions ORDER BY created_at DESC, id DESC
      LIMIT ${MODERATION_LOG_PAGE_SIZE + 1} OFFSET ${(current - 1) * MODERATION_LOG_PAGE_SIZE}
    ) a
    LEFT JOIN posts p ON a.target_type = 'post' AND p.id = a.target_id
    LEFT JOIN comments c ON a.target_type = 'comment' AND c.id = a.target_id
    LEFT JOIN posts cp ON cp.id = c.post_id
    LEFT JOIN profiles pr ON a.target_type = 'user' AND pr.id = a.target_id
    LEFT JOIN profiles mp ON ${staff ? sql`true` : sql`false`} AND mp.id = a.moderator_id
    ORDER BY a.created_at DESC, a.id DESC`);
  const rows = result.rows;
  const entries: LogEntry[] = rows.slice(0, MODERATION_LOG_PAGE_SIZE).map((row) => {
    const seen = Boolean(row.seen);
    const actor = row.action === "auto_hide" ? "site" : row.moderator_id === null ? "operator" : "moderator";
    const href = !seen
      ? null
      : row.target_type === "post"
        ? postPath(row.target_id)
        : row.target_type === "comment"
          ? commentPath(row.comment_post_id!, row.target_id)
          : `/profile/${row.target_id}`;
    const label =
      staff || row.target_type === "user"
        ? row.target_label
        : row.target_type === "post" && seen
          ? row.target_label
          : null;
    return {
      id: row.id,
      action: row.action,
      targetType: row.target_type,
      targetLabel: label,
      href,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      actor,
      moderator: staff && actor === "moderator" ? row.moderator_name : null,
      moderatorHref: staff && row.moderator_exists ? `/profile/${row.moderator_id}` : null,
    };
  });
  return { entries, page: current, hasMore: rows.length > MODERATION_LOG_PAGE_SIZE };
}
