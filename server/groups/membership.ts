import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { m } from "../../common/i18n";
import { AppError } from "../app-error";
import { groupJoinRequests, groupMembers } from "../db/schema";
import type { UseCase } from "../use-case";
import { hasAddressAt, requireGroup, standingIn, type Group } from "./read";

/**
 * A member's own membership of a private group (issue #47 item 3, ADR 0061): joining by an invite link
 * or by a confirmed address at the group's domain, asking to join, withdrawing the request, leaving. Each
 * answers with the group, for the page's message; what the member reads changes at their next request
 * (their groups are read with their session, server/create-request-context.ts).
 */

const sameSecret = (given: string, kept: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Joins with the invite link's secret (`invite`), or with an address at the group's domain. */
export const joinGroup: UseCase<{ slug: string; invite?: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  if (standingIn(group, actor).member) return group;
  const invited = Boolean(input.invite) && sameSecret(input.invite!, group.inviteToken);
  if (!invited && !(await hasAddressAt(db, group, actor))) {
    throw new AppError(403, input.invite ? m.groups_invite_invalid() : m.groups_cannot_join(), "FORBIDDEN");
  }
  await db.transaction(async (tx) => {
    await tx.insert(groupMembers).values({ groupId: group.id, userId: actor.id }).onConflictDoNothing();
    await tx
      .delete(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, actor.id)));
  });
  return group;
};

/** Asks the group's moderators to let the member in; asking again changes nothing. */
export const askToJoin: UseCase<{ slug: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  if (standingIn(group, actor).member) return group;
  await db.insert(groupJoinRequests).values({ groupId: group.id, userId: actor.id }).onConflictDoNothing();
  return group;
};

export const withdrawRequest: UseCase<{ slug: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  await db
    .delete(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, actor.id)));
  return group;
};

/** Leaves the group: its posts, the member's own among them, are no longer theirs to read. */
export const leaveGroup: UseCase<{ slug: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  await db.delete(groupMembers).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, actor.id)));
  return group;
};
