import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { emailChanges, sessions, users } from "../db/schema";
import type { Locale } from "../../common/i18n";
import type { Config } from "../config";
import { siteLink } from "../mail/locale";

/**
 * Email changes, kept so that the old address has the last word (ADR 0014). better-auth mails the new
 * address a link that applies the change; we keep a row per request so that
 * - the link applies the change only while the request is pending (not cancelled, not applied);
 * - the old address is told when the change is asked for and when it is applied, each time with a link
 *   that cancels it: before it is applied the request dies, after it the old address comes back. Either
 *   way every session of the account ends and the old address is sent a password reset link.
 */

export const CANCEL_WINDOW_DAYS = 7;
const cancelWindow = sql`now() + ${`${CANCEL_WINDOW_DAYS} days`}::interval`;

export type EmailChange = typeof emailChanges.$inferSelect;

const signature = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`cancel-email-change:${id}`).digest("base64url");

/** The cancel link's token: the change's id and an HMAC of it, so nothing secret is stored. */
export function cancelToken(secret: string, changeId: string): string {
  return `${changeId}.${signature(secret, changeId)}`;
}

/**
 * The link in a notice to the old address that cancels the change (app/routes/auth-cancel-email-change.tsx),
 * opening the page in the notice's language.
 */
export function cancelEmailChangeUrl(
  config: Pick<Config, "publicUrl">,
  secret: string,
  change: Pick<EmailChange, "id">,
  locale: Locale,
): string {
  return siteLink(
    config,
    `/auth/cancel-email-change?token=${encodeURIComponent(cancelToken(secret, change.id))}`,
    locale,
  );
}

/** The change a cancel token names, when its signature is right; null for anything else. */
export function changeIdOf(secret: string, token: string): string | null {
  const [id, given] = token.split(".");
  if (!id || !given || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

export async function recordEmailChange(
  db: Db,
  change: { userId: string; oldEmail: string; newEmail: string; requestedBy: string | null },
): Promise<EmailChange> {
  const [row] = await db
    .insert(emailChanges)
    .values({ ...change, cancellableUntil: cancelWindow })
    .returning();
  return row!;
}

/** The newest pending request for exactly this change (the confirmation link's claims). */
export async function findPendingChange(
  db: Db,
  { userId, oldEmail, newEmail }: { userId: string; oldEmail: string; newEmail: string },
): Promise<EmailChange | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        sql`lower(${emailChanges.oldEmail}) = ${oldEmail.toLowerCase()}`,
        sql`lower(${emailChanges.newEmail}) = ${newEmail.toLowerCase()}`,
        isNull(emailChanges.appliedAt),
        isNull(emailChanges.cancelledAt),
      ),
    )
    .orderBy(desc(emailChanges.requestedAt))
    .limit(1);
  return row ?? null;
}

/** Marks the change applied; the old address may cancel it for another 7 days from now. */
export async function markApplied(db: Db, id: string): Promise<EmailChange | null> {
  const [row] = await db
    .update(emailChanges)
    .set({ appliedAt: sql`now()`, cancellableUntil: cancelWindow })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.appliedAt), isNull(emailChanges.cancelledAt)))
    .returning();
  return row ?? null;
}

/** A change the old address can still cancel. */
export async function findCancellable(db: Db, id: string): Promise<EmailChange | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(eq(emailChanges.id, id), isNull(emailChanges.cancelledAt), gt(emailChanges.cancellableUntil, sql`now()`)),
    );
  return row ?? null;
}

export type CancelOutcome =
  { outcome: "cancelled"; change: EmailChange } | { outcome: "address-taken" } | { outcome: "gone" };

/**
 * Cancels a change, in one transaction: the change and every other pending one of the account die (so
 * no confirmation link still in a mailbox can apply them), the old address comes back if the change was
 * applied, and every session of the account ends. If the old address has been confirmed for another
 * account since (only its owner could), it cannot come back, and nothing changes.
 */
export async function cancelChange(db: Db, id: string): Promise<CancelOutcome> {
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(eq(emailChanges.id, id), isNull(emailChanges.cancelledAt), gt(emailChanges.cancellableUntil, sql`now()`)),
      )
      .for("update");
    if (!change) return { outcome: "gone" };
    if (change.appliedAt) {
      const oldEmail = change.oldEmail.toLowerCase();
      // An unconfirmed sign-up with the old address since (whoever made it does not hold the address;
      // it may be there to block this very step) gives way to the member who confirmed the address.
      await tx.execute(
        sql`DELETE FROM users WHERE lower(email) = ${oldEmail} AND id <> ${change.userId} AND NOT email_verified`,
      );
      const taken = await tx.execute(
        sql`SELECT 1 FROM users WHERE lower(email) = ${oldEmail} AND id <> ${change.userId}`,
      );
      if (taken.rows.length > 0) return { outcome: "address-taken" };
      await tx
        .update(users)
        .set({ email: change.oldEmail, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
    }
    await tx
      .update(emailChanges)
      .set({ cancelledAt: sql`now()` })
      .where(
        or(
          eq(emailChanges.id, change.id),
          and(eq(emailChanges.userId, change.userId), isNull(emailChanges.appliedAt), isNull(emailChanges.cancelledAt)),
        ),
      );
    await tx.delete(sessions).where(eq(sessions.userId, change.userId));
    return { outcome: "cancelled", change };
  });
}

/**
 * Requests whose cancel window closed more than 30 days ago no longer matter: deleted by the hourly
 * pruning in server/index.ts, so the table holds weeks of requests, not years.
 */
export async function pruneEmailChanges(db: Db): Promise<void> {
  await db.delete(emailChanges).where(sql`${emailChanges.cancellableUntil} < now() - interval '30 days'`);
}
