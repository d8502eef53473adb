import { sql } from "drizzle-orm";
import { usernameProblem, type UsernameCheck } from "../../common/auth";
import { isReservedUsername, PROFILE_MESSAGES, usernameEndsWell } from "../../common/profile";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { profiles } from "../db/schema";
import { m } from "../../common/i18n";
import { describeRetryAfter, hitRateLimit } from "../rate-limit";

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

/** Checks per client address: a fast typer with the form's debounce asks a few times a second at most. */
export const USERNAME_CHECK_LIMIT = { max: 60, windowSeconds: 60 };

/**
 * The sign-up form's check as a name is typed: the rules first (no database, not counted), then, counted
 * per client address, whether it can be chosen. A hint only: sign-up checks it all again.
 */
export async function checkUsernameAsTyped(
  db: Db,
  username: string,
  clientAddress: string,
): Promise<{ check: UsernameCheck; retryAfterSeconds?: number }> {
  const problem = usernameProblem(username);
  if (problem) return { check: { username, available: false, message: problem.message } };
  const limit = await hitRateLimit(db, `username-check:address:${clientAddress}`, USERNAME_CHECK_LIMIT);
  if (!limit.allowed) {
    const message = m.auth_username_too_many_checks({ when: describeRetryAfter(limit.retryAfterSeconds) });
    return { check: { username, available: null, message }, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const refusal = await usernameRefusal(db, username, null);
  return { check: { username, available: !refusal, message: refusal?.message ?? null } };
}
