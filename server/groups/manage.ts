import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { m } from "../../common/i18n";
import { isStaff } from "../../common/moderation";
import { AppError } from "../app-error";
import { groupJoinRequests, groupMembers, groups, profiles } from "../db/schema";
import type { Viewer } from "../identity";
import { isUuid } from "../ids";
import type { UseCase } from "../use-case";
import { requireGroup, standingIn, type Group } from "./read";

/**
 * What a group's moderators do (issue #47 item 3, ADR 0061): answer requests to join, remove a member,
 * replace the invite link. The site's moderators may do it in every group.
 */

/** A new invite link's secret: 144 random bits. */
export const newInviteToken = () => randomBytes(18).toString("base64url");

/** A group's moderator, or the site's (they moderate every group); a 403 for anyone else. */
export function requireGroupModerator(group: Group, actor: Viewer) {
  if (!standingIn(group, actor).moderator && !isStaff(actor.role)) {
    throw new AppError(403, m.groups_not_moderator(), "FORBIDDEN");
  }
}

const noSuchRequest = () => new AppError(404, m.groups_request_gone(), "NOT_FOUND");

/** Lets in a member who asked; one whose request is gone (withdrawn, answered) is a 404. */
export const approveRequest: UseCase<{ slug: string; memberId: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  requireGroupModerator(group, actor);
  if (!isUuid(input.memberId)) throw noSuchRequest();
  await db.transaction(async (tx) => {
    const [asked] = await tx
      .delete(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, input.memberId)))
      .returning({ userId: groupJoinRequests.userId });
    if (!asked) throw noSuchRequest();
    await tx.insert(groupMembers).values({ groupId: group.id, userId: asked.userId }).onConflictDoNothing();
  });
  return group;
};

export const declineRequest: UseCase<{ slug: string; memberId: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  requireGroupModerator(group, actor);
  if (!isUuid(input.memberId)) throw noSuchRequest();
  const declined = await db
    .delete(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, input.memberId)))
    .returning({ userId: groupJoinRequests.userId });
  if (declined.length === 0) throw noSuchRequest();
  return group;
};

/**
 * Removes a member, named by their username: they lose the group's posts at their next request. A group
 * moderator removes members; another group moderator only the site's moderators may remove.
 */
export const removeMember: UseCase<{ slug: string; username: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  requireGroupModerator(group, actor);
  const removable = isStaff(actor.role) ? sql`true` : sql`${groupMembers.role} = 'member'`;
  const removed = await db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, group.id),
        sql`${groupMembers.userId} = (SELECT ${profiles.id} FROM ${profiles}
          WHERE lower(${profiles.username}) = lower(${input.username.trim()}))`,
        sql`${groupMembers.userId} <> ${actor.id}`,
        removable,
      ),
    )
    .returning({ userId: groupMembers.userId });
  if (removed.length === 0) throw new AppError(404, m.groups_member_not_found(), "NOT_FOUND", "username");
  return group;
};

/** Replaces the invite link: the old one no longer lets anyone in. */
export const replaceInviteLink: UseCase<{ slug: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  requireGroupModerator(group, actor);
  const inviteToken = newInviteToken();
  await db.update(groups).set({ inviteToken }).where(eq(groups.id, group.id));
  return { ...group, inviteToken };
};
