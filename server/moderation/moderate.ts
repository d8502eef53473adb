import { m } from "../../common/i18n";
import { eq } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import {
  alreadySuspendedMessage,
  BANNED_UNTIL,
  GROUP_MODERATOR_ACTIONS,
  isStaff,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  NEEDS_REASON,
  type ModerationAction,
} from "../../common/moderation";
import type { ModerationActionInput } from "../../common/moderation-schemas";
import { AppError, notFound } from "../app-error";
import { endSessionsOf } from "../auth/sessions";
import { hideEarlierVersions } from "./hide-revision";
import type { Tx, Writer } from "../db/database";
import { comments, posts, profiles, users } from "../db/schema";
import { isSuspended, mayActOnMember, readerOf, requireStaff, type Staff, type Viewer } from "../identity";
import { isUuid } from "../ids";
import { notifyModeration, notifyNewPost } from "../notifications/fan-out";
import type { UseCase } from "../use-case";
import { audit, resolveReports, type TargetType } from "./audit";

/** "A post cannot be given that action.": a refusal for each kind of target. */
const WRONG_ACTION = {
  post: m.mod_wrong_action_post,
  comment: m.mod_wrong_action_comment,
  user: m.mod_wrong_action_user,
} as const;

/**
 * A moderator's action on a post, a comment or a member (ADR 0016): hide, show again, delete, approve,
 * lock, pin, dismiss the reports; suspend, ban or lift. Where a post or comment is hidden is here.
 */

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
 * The member acting as a moderator: a moderator of the site; or, on a post or comment of a private group
 * and for what GROUP_MODERATOR_ACTIONS allows, a moderator of that group. Anyone else is refused (403).
 */
async function requireModeratorOf(db: Writer, actor: Viewer, input: ItemInput): Promise<Staff> {
  if (isStaff(actor.role)) return requireStaff(actor);
  const moderates = readerOf(actor)?.moderates ?? [];
  const onItem = input.targetType === "post" || input.targetType === "comment";
  if (moderates.length > 0 && onItem && GROUP_MODERATOR_ACTIONS.has(input.intent) && isUuid(input.targetId)) {
    const table = input.targetType === "post" ? posts : comments;
    const [item] = await db
      .select({ groupId: table.groupId })
      .from(table as typeof posts)
      .where(eq(table.id, input.targetId));
    if (item?.groupId && moderates.includes(item.groupId)) {
      // The log keeps this name for good, as it does a moderator's.
      return { id: actor.id, name: actor.username ?? "A group moderator without a username", role: actor.role };
    }
  }
  return requireStaff(actor);
}

/**
 * One moderator action on one target, in one transaction: the change, every open report on the target
 * resolved, and exactly one audit row. Suspending from a post or comment suspends its author.
 */
export const moderate: UseCase<ItemInput, Toast> = async ({ db, actor, now }, input) => {
  const staff = await requireModeratorOf(db, actor, input);
  const action = input.intent;
  if (!ALLOWED[input.targetType].has(action)) {
    throw new AppError(400, WRONG_ACTION[input.targetType](), "INVALID");
  }
  const reason = input.reason?.trim() || null;
  if (NEEDS_REASON.has(action) && !reason) throw new AppError(400, MODERATION_MESSAGES.giveReason, "INVALID", "reason");
  if (!isUuid(input.targetId)) throw notFound(input.targetType);

  await db.transaction(async (tx) => {
    if (input.targetType === "user" || action === "suspend" || action === "ban") {
      const memberId =
        input.targetType === "user" ? input.targetId : await authorOf(tx, input.targetType, input.targetId);
      await actOnMember(tx, staff, memberId, input, reason, now);
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
        if (item.visibility === "visible") throw new AppError(409, m.mod_already_visible(), "INVALID");
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
    // Approved: only the approved text is published, not the versions written while it waited (ADR 0047).
    if (item.visibility === "pending" && change.visibility === "visible") {
      await hideEarlierVersions(tx, input.targetType, input.targetId, staff.id, now);
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
};

async function authorOf(db: Writer, type: "post" | "comment", id: string): Promise<string> {
  const table = type === "post" ? posts : comments;
  const [row] = await db
    .select({ authorId: table.authorId })
    .from(table as typeof posts)
    .where(eq(table.id, id));
  if (!row) throw notFound(type);
  if (!row.authorId) throw new AppError(409, m.mod_author_closed_account(), "INVALID");
  return row.authorId;
}

async function actOnMember(db: Tx, staff: Staff, memberId: string, input: ItemInput, reason: string | null, now: Date) {
  const action = input.intent;
  // FOR UPDATE: two moderators acting on the same member at once take turns, the second sees the first's change.
  const [member] = await db
    .select({ role: users.role, username: profiles.username, suspendedUntil: users.suspendedUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, memberId))
    .for("update", { of: users });
  if (!member) throw notFound("member");
  if (memberId === staff.id) throw new AppError(403, m.mod_not_yourself(), "FORBIDDEN");
  if (!mayActOnMember(staff, { id: memberId, role: member.role })) {
    throw new AppError(403, MODERATION_MESSAGES.staffForAdmins, "FORBIDDEN");
  }
  const name = member.username ?? m.mod_this_member();
  const suspendedUntil = isSuspended(member.suspendedUntil) ? member.suspendedUntil : null;
  // A suspension is changed by lifting it first (both steps are in the log), never overwritten.
  if ((action === "suspend" || action === "ban") && suspendedUntil) {
    throw new AppError(409, alreadySuspendedMessage(name, suspendedUntil), "ALREADY_SUSPENDED");
  }
  if (action === "unsuspend" && !suspendedUntil) throw new AppError(409, `${name} is not suspended.`, "NOT_SUSPENDED");
  if (action === "suspend" || action === "ban") {
    const until =
      action === "ban" ? BANNED_UNTIL : new Date(now.getTime() + ("days" in input ? input.days : 1) * 86_400_000);
    await db.update(users).set({ suspendedUntil: until, suspensionReason: reason }).where(eq(users.id, memberId));
    await endSessionsOf(db, memberId);
  } else if (action === "unsuspend") {
    await db.update(users).set({ suspendedUntil: null, suspensionReason: null }).where(eq(users.id, memberId));
  }
  await resolveReports(db, staff, "user", memberId, action);
  const label = member.username ?? "A member without a username";
  const days = action === "suspend" && "days" in input ? input.days : undefined;
  await audit(db, staff, action, { type: "user", id: memberId, label }, reason, { days });
}
