import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { suspendedSignOutTitle, suspensionNotice as noticeText } from "../../common/auth";
import { suspensionMessage } from "../../common/moderation";
import { suspensionNotices, users } from "../db/schema";
import type { RequestContext } from "../request-context";

/** How long the notice's toast stays: it says until when and what to do, which takes a while to read. */
const NOTICE_TOAST_MS = 20_000;

/**
 * A browser whose session a suspension ended (server/auth/sessions.ts endSessionsOf) is told why it is
 * signed out on the first page it then asks for, rather than finding itself signed out in silence: until
 * when, why, and how to ask for a review. The notice is found by a SHA-256 of the session cookie's token
 * (unguessable, and useless now that its session is gone), told once. Any dead session cookie is cleared.
 *
 * Asked by the root loader only when the request carries a session cookie that signed nobody in.
 */
export async function suspensionNotice(
  context: RequestContext,
  request: Request,
): Promise<{ toast: Toast | null; clearCookie: string } | null> {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const { authCookies } = await context.auth.$context;
  const cookie = authCookies.sessionToken;
  const token = sessionToken(header, cookie.name);
  if (!token) return null;
  // The cookie signs nobody in, whatever ended its session (a suspension, a sign-out elsewhere, a reset,
  // its age): cleared now, so that this lookup is made once per dead cookie, not on every page after it.
  const attributes = cookie.attributes;
  const clearCookie = [
    `${cookie.name}=`,
    "Max-Age=0",
    `Path=${attributes.path ?? "/"}`,
    "HttpOnly",
    `SameSite=${attributes.sameSite ?? "Lax"}`,
    ...(attributes.secure ? ["Secure"] : []),
  ].join("; ");
  const db = context.database.db;
  const [told] = await db
    .delete(suspensionNotices)
    .where(eq(suspensionNotices.tokenHash, createHash("sha256").update(token).digest("hex")))
    .returning({ userId: suspensionNotices.userId });
  if (!told) return { toast: null, clearCookie };
  const [member] = await db
    .select({ until: users.suspendedUntil, reason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, told.userId));
  // Lifted meanwhile: the member signs in again as usual.
  if (!member?.until || member.until <= new Date()) return { toast: null, clearCookie };
  return {
    toast: {
      title: suspendedSignOutTitle(),
      description: noticeText(suspensionMessage(member.until, member.reason)),
      variant: "destructive",
      durationMs: NOTICE_TOAST_MS,
    },
    clearCookie,
  };
}

/** The token of better-auth's signed session cookie (`token.signature`, URL-encoded), if the request has one. */
function sessionToken(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    return dot > 0 && dot <= 200 ? value.slice(0, dot) : null;
  }
  return null;
}
