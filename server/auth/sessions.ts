import { m } from "../../common/i18n";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import type { SessionSummary } from "../../common/account-security";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { sessions } from "../db/schema";
import type { RequestContext } from "../request-context";
import type { Viewer } from "../identity";
import { isUuid } from "../ids";
import type { MemberAccountUseCase } from "./account-context";
import { callAuth } from "./better-auth-calls";
import { userAgentParts } from "./user-agent";

/**
 * The member's sessions, as settings lists them, and signing one of them out. better-auth's own
 * `listSessions` refuses a session older than a day ("not fresh"), so the list is read here, from the
 * member's rows only; signing out goes through better-auth's `revokeSession`, which checks again.
 */

/** How often a session in use records that it was used (one small write at most this often). */
export const LAST_ACTIVE_STEP_MS = 5 * 60 * 1000;

/** "Firefox on Windows", "Safari on iOS"; "An unknown browser": how the sessions list names a device. */
export function describeBrowser(userAgent: string | null | undefined): string {
  const { browser, system } = userAgentParts(userAgent);
  if (browser && system) return m.settings_device_browser_on_system({ browser, system });
  if (browser) return browser;
  if (system) return m.settings_device_on_system({ system });
  return m.settings_device_unknown();
}

/** The most recently used sessions the settings page lists ("Sign out everywhere else" ends them all). */
const SESSIONS_LISTED_MAX = 50;

export async function listSessions(db: Db, viewer: Viewer): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id))
    // Bounded like every list: sign-ins are rate-limited, but a week of them could still be many.
    .limit(SESSIONS_LISTED_MAX);
  const summaries = rows.map((row) => ({
    id: row.id,
    device: describeBrowser(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === viewer.sessionId,
  }));
  // This device first, then the others, most recently used first.
  return [...summaries.filter((s) => s.current), ...summaries.filter((s) => !s.current)];
}

/**
 * Records that a session was used, at most every LAST_ACTIVE_STEP_MS: the list's "last active".
 * better-auth only moves `updated_at` when it extends a session (once a day); it decides that from
 * `expires_at`, so this write does not change when sessions expire.
 */
export async function touchSession(context: Pick<RequestContext, "database">, id: string, updatedAt: Date) {
  if (Date.now() - updatedAt.getTime() < LAST_ACTIVE_STEP_MS) return;
  await context.database.db
    .update(sessions)
    .set({ updatedAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/** Signs out one of the member's other browsers. Another member's session is "already ended", never theirs. */
export const revokeSession: MemberAccountUseCase<{ sessionId: string }> = async (context, { sessionId: id }) => {
  const { viewer } = context;
  if (id === viewer.sessionId) {
    throw new AppError(400, m.settings_session_is_this_browser(), "INVALID");
  }
  const [session] = isUuid(id)
    ? await context.db
        .select({ token: sessions.token, userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, viewer.id), gt(sessions.expiresAt, sql`now()`)))
    : [];
  if (!session) throw new AppError(404, m.settings_session_already_ended(), "NOT_FOUND");
  await callAuth(() =>
    context.auth.api.revokeSession({ body: { token: session.token }, headers: context.client.headers }),
  );
  return {
    toast: {
      title: m.settings_session_signed_out_title(),
      description: m.settings_session_signed_out({ device: describeBrowser(session.userAgent) }),
    } satisfies Toast,
  };
};

/**
 * Ends every session of a member at once (a suspension): their next request is signed out, and the first
 * page each of their browsers then asks for says why (server/auth/suspension-notice.ts), found by a
 * SHA-256 of the session's token. One statement: the sessions go and their notices come together.
 */
export async function endSessionsOf(db: Pick<Db, "execute">, memberId: string): Promise<void> {
  await db.execute(sql`
    WITH ended AS (DELETE FROM sessions WHERE user_id = ${memberId} RETURNING token, expires_at),
      expired AS (DELETE FROM suspension_notices WHERE expires_at < now())
    INSERT INTO suspension_notices (token_hash, user_id, expires_at)
    SELECT encode(sha256(convert_to(token, 'UTF8')), 'hex'), ${memberId}::uuid, expires_at FROM ended WHERE expires_at > now()
    ON CONFLICT (token_hash) DO NOTHING`);
}
