import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Auth } from "./auth";

export type ConfirmOutcome =
  | { outcome: "confirmed"; setCookies: string[] }
  | { outcome: "email-changed"; setCookies: string[] }
  | { outcome: "used" | "expired" | "invalid"; email?: string };

/** The claims of better-auth's verification JWT, read without checking it (better-auth checks it). */
function readClaims(token: string): { email?: string; updateTo?: string } {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
  } catch {
    return {};
  }
}

/**
 * Confirms the email of a sign-up (signing the user in) or of an email change. A sign-up link works
 * once: a second visit says it was used rather than signing anyone in again.
 */
export async function confirmEmail(
  auth: Auth,
  db: Db,
  token: string,
  requestHeaders: Headers,
): Promise<ConfirmOutcome> {
  const claims = readClaims(token);
  if (!claims.email) return { outcome: "invalid" };
  if (!claims.updateTo) {
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
    const setCookies = response.headers.getSetCookie();
    return claims.updateTo ? { outcome: "email-changed", setCookies } : { outcome: "confirmed", setCookies };
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { outcome: body.code === "TOKEN_EXPIRED" ? "expired" : "invalid", email: claims.updateTo ?? claims.email };
}
