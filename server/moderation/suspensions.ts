import { and, eq, sql } from "drizzle-orm";
import { SUSPENDED_MAX_PAGE, SUSPENDED_PAGE_SIZE } from "../../common/moderation";
import type { Db } from "../db/database";
import { profiles, users } from "../db/schema";
import { isSuspended, mayActOnMember, type Staff } from "../identity";

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
export async function memberStanding(db: Db, staff: Staff, memberId: string) {
  const [member] = await db
    .select({ role: users.role, until: users.suspendedUntil, reason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) return null;
  const suspended = isSuspended(member.until) ? member.until : null;
  return {
    suspendedUntil: suspended?.toISOString() ?? null,
    suspensionReason: suspended ? member.reason : null,
    mayAct: mayActOnMember(staff, { id: memberId, role: member.role }),
  };
}

/** The suspension now in force of an item's author, for the moderator tools beside it. */
export async function suspendedUntilOf(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ until: users.suspendedUntil })
    .from(users)
    .where(and(eq(users.id, memberId), sql`${users.suspendedUntil} > now()`));
  return row?.until?.toISOString() ?? null;
}
