import { eq, sql } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { MODERATION_ACTIONS, MODERATION_MESSAGES, OPERATOR_NAME, roleLabel, type Role } from "../../common/moderation";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { moderationActions, profiles, users } from "../db/schema";
import { requireStaff } from "../identity";
import type { UseCase } from "../use-case";
import { audit } from "./audit";

/** Admins give and take roles (the first admin comes from `npm run admin`). */
export const grantRole: UseCase<{ username: string; role: Role }, Toast> = async (
  { db, actor },
  { username, role },
) => {
  const staff = requireStaff(actor);
  if (staff.role !== "admin") throw new AppError(403, MODERATION_MESSAGES.adminOnly, "FORBIDDEN");
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(sql`lower(${profiles.username}) = lower(${username.trim()})`);
    if (!member) throw new AppError(404, MODERATION_MESSAGES.noSuchMember, "NOT_FOUND", "username");
    if (member.id === staff.id) throw new AppError(403, MODERATION_MESSAGES.notOwnRole, "FORBIDDEN", "username");
    await tx.update(users).set({ role }).where(eq(users.id, member.id));
    await audit(tx, staff, "grant", { type: "user", id: member.id, label: member.username ?? username }, null, {
      role,
    });
  });
  return {
    title: MODERATION_ACTIONS.grant.done,
    description: m.mod_role_granted({ name: username.trim(), role: roleLabel(role) }),
  };
};

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
      reason: null,
      role,
    });
    return { username: profile?.username ?? null };
  });
}

/** The moderators and admins, for the admins' roles screen. */
export async function listStaff(db: Db) {
  return db
    .select({ id: users.id, username: profiles.username, role: users.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${users.role} <> 'member'`)
    .orderBy(users.role, profiles.username)
    .limit(200);
}
