import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Auth } from "./auth";
import { findPendingChange, markApplied, type EmailChange } from "./email-change";

export type ConfirmOutcome =
  | { outcome: "confirmed" }
  | { outcome: "email-changed"; setCookies: string[]; change: EmailChange }
  | { outcome: "used" | "expired" | "invalid"; email?: string };

/** The claims of better-auth's verification JWT, read without checking it (better-auth checks it). */
function readClaims(token: string): { email?: string; updateTo?: string; userId?: string } {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
  } catch {
    return {};
  }
}

/**
 * Confirms the email of a sign-up, or applies an email change. Confirming signs nobody in: whoever opens
 * the link (perhaps in another browser, or a mail scanner) only proves the address, and the member signs
 * in with their password (ADR 0014). A sign-up link works once: a second visit says it was used. An
 * email change is applied only while its request is pending: one cancelled from the old address, or
 * already applied, is not applied again.
 */
export async function confirmEmail(
  auth: Auth,
  db: Db,
  token: string,
  requestHeaders: Headers,
): Promise<ConfirmOutcome> {
  const claims = readClaims(token);
  if (!claims.email) return { outcome: "invalid" };
  let pending: EmailChange | null = null;
  if (claims.updateTo) {
    pending = claims.userId
      ? await findPendingChange(db, { userId: claims.userId, oldEmail: claims.email, newEmail: claims.updateTo })
      : null;
    if (!pending) return { outcome: "invalid" };
  } else {
    const existing = await db.execute<{ email_verified: boolean }>(
      sql`SELECT email_verified FROM users WHERE lower(email) = ${claims.email.toLowerCase()} LIMIT 1`,
    );
    if (existing.rows[0]?.email_verified) return { outcome: "used", email: claims.email };
  }
  const response = await auth.api.verifyEmail({
    query: { token },
    headers: requestHeaders,
    asResponse: true,
  });
  if (response.ok) {
    if (!pending) return { outcome: "confirmed" };
    const change = (await markApplied(db, pending.id)) ?? pending;
    return { outcome: "email-changed", setCookies: response.headers.getSetCookie(), change };
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { outcome: body.code === "TOKEN_EXPIRED" ? "expired" : "invalid", email: claims.updateTo ?? claims.email };
}
