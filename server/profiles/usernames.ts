import { sql } from "drizzle-orm";
import { isReservedUsername, PROFILE_MESSAGES, usernameEndsWell } from "../../common/profile";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { profiles } from "../db/schema";

/** Whose username this is, ignoring case (the unique index on lower(username) answers it), or null. */
export async function usernameOwner(db: Db, username: string): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username.trim()})`);
  return row?.id ?? null;
}

/**
 * Why `username` cannot be `memberId`'s (null: it can): another member has it, it is reserved, or it does
 * not start and end with a letter, digit or `_` (a member may keep a name they already have, such as the
 * one they were given, or one chosen before that rule). Sign-up asks with
 * no member yet, and so does the form's check as it is typed (app/routes/resources-username.ts).
 */
export async function usernameRefusal(db: Db, username: string, memberId: string | null): Promise<AppError | null> {
  const owner = await usernameOwner(db, username);
  if (owner && owner === memberId) return null;
  if (owner) return new AppError(409, PROFILE_MESSAGES.usernameTaken, "USERNAME_TAKEN", "username");
  if (!usernameEndsWell(username.trim()))
    return new AppError(400, PROFILE_MESSAGES.usernameEnds, "INVALID", "username");
  if (isReservedUsername(username)) return new AppError(409, PROFILE_MESSAGES.usernameReserved, "RESERVED", "username");
  return null;
}
