import { sql } from "drizzle-orm";
import type { MailGroup, Preferences } from "../../common/notifications";
import { isForeignKeyViolation, type Db } from "../db/database";
import { notificationPreferences } from "../db/schema";
import type { UseCase } from "../use-case";
import { readPreferences } from "./read";

/** The member's mail settings saved (settings), or some groups turned off by a mail's one-click link. */
export const savePreferences: UseCase<Preferences, void> = async ({ db, actor }, preferences) => {
  await writePreferences(db, actor.id, preferences);
};

async function writePreferences(db: Db, memberId: string, preferences: Preferences): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId: memberId, ...preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: sql`now()` } });
}

/** One-click unsubscribe: these groups are never mailed again (until the member changes settings). */
export async function unsubscribe(db: Db, memberId: string, groups: MailGroup[]): Promise<boolean> {
  const current = await readPreferences(db, memberId).catch(() => null);
  if (!current) return false;
  const next = { ...current };
  for (const group of groups) next[group] = "never";
  try {
    await writePreferences(db, memberId, next);
  } catch (error) {
    // 23503: the account was deleted since the mail went.
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
  return true;
}
