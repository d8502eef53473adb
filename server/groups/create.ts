import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { groupMembers, groups, users } from "../db/schema";
import { newInviteToken } from "./manage";
import { GROUP_SLUG } from "./read";

/**
 * What an admin does from the command line (`npm run admin -- group …`, scripts/admin.ts): create a group,
 * and name its moderators. Each answers with a sentence for the terminal, or throws one.
 */

export interface NewGroup {
  slug: string;
  name: string;
  description?: string;
  /** Members with a confirmed address at this domain join with one click ("ucdconnect.ie"). */
  emailDomain?: string;
}

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

export async function createGroup(db: Db, input: NewGroup) {
  const slug = input.slug.trim().toLowerCase();
  if (!GROUP_SLUG.test(slug)) {
    throw new Error(
      `The address "${input.slug}" must be 2 to 48 letters, digits or hyphens, starting with a letter or digit.`,
    );
  }
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) throw new Error("The name must be 1 to 100 characters.");
  const description = (input.description ?? "").trim();
  if (description.length > 1000) throw new Error("The description must be at most 1,000 characters.");
  const emailDomain = input.emailDomain?.trim().toLowerCase().replace(/^@/, "") || null;
  if (emailDomain && (!DOMAIN.test(emailDomain) || emailDomain.length > 253)) {
    throw new Error(`"${input.emailDomain}" is not an email domain (e.g. ucdconnect.ie).`);
  }
  const [created] = await db
    .insert(groups)
    .values({ slug, name, description, emailDomain, inviteToken: newInviteToken() })
    .onConflictDoNothing()
    .returning({ id: groups.id, slug: groups.slug, inviteToken: groups.inviteToken });
  if (!created) throw new Error(`A group already has the address /groups/${slug}.`);
  return created;
}

/** Makes the member with this email a moderator of the group (joining them to it), or a member again. */
export async function setGroupRole(db: Db, slug: string, email: string, role: "member" | "moderator") {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.slug, slug.trim().toLowerCase()));
  if (!group) throw new Error(`No group has the address /groups/${slug}.`);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  if (!member) throw new Error(`No account uses the email ${email}. Sign up first, then run this again.`);
  await db
    .insert(groupMembers)
    .values({ groupId: group.id, userId: member.id, role })
    .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role } });
}
