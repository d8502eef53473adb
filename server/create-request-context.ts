import { eq, sql } from "drizzle-orm";
import type { Role } from "../common/moderation";
import { endSessionsOf, touchSession } from "./auth/sessions";
import { preparedOnce } from "./db/prepared";
import { groupMembers, profiles, users } from "./db/schema";
import { PageTags } from "./forum/page-tags";
import { cspNonce } from "./http/content-security-policy";
import type { RequestContext } from "./request-context";
import { isSuspended, type GroupMembership, type Viewer } from "./identity";
import type { Runtime } from "./runtime";
import { asLocale } from "./mail/locale";

/**
 * Builds a request's context (server/app.ts, once per request). Kept apart from the RequestContext type,
 * which the services take: resolving the viewer needs the session code, and the session code takes a
 * RequestContext, so one module for both would be an import circle.
 */
export function createRequestContext(
  runtime: Runtime,
  request: { requestId: string; clientAddress: string; headers: Headers },
): RequestContext {
  let resolving: Promise<Viewer | null> | undefined;
  let nonce: string | undefined;
  return {
    ...runtime,
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    // Made when a page is rendered: a page served from memory, or any other answer, needs none.
    get cspNonce() {
      return (nonce ??= cspNonce());
    },
    viewer: () => (resolving ??= resolveViewer(runtime, request.headers)),
    viewerIfAsked: () => resolving,
    pageTags: new PageTags(),
    renderWhole: false,
    databaseUnavailable: false,
  };
}

async function resolveViewer({ auth, database, config }: Runtime, headers: Headers): Promise<Viewer | null> {
  if (!headers.get("cookie")) return null; // no cookie, no session: skip the database
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  await touchSession({ database }, session.session.id, new Date(session.session.updatedAt));
  // On every request of a member: prepared once (ADR 0073).
  const [member] = await preparedOnce(database.db, "viewer_member", (name) =>
    database.db
      .select({
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
        role: users.role,
        suspendedUntil: users.suspendedUntil,
        locale: users.locale,
        // Read with the member on each request, so that a member removed from a group loses it at once.
        groups: sql<GroupMembership[]>`coalesce((SELECT json_agg(json_build_object('groupId', gm.group_id,
          'moderator', gm.role = 'moderator')) FROM ${groupMembers} gm WHERE gm.user_id = ${users.id}), '[]'::json)`,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare(name),
  ).execute({ userId: session.user.id });
  if (!member) return null; // the account went while its session was being read
  // Suspending a member ends their sessions; one that survived (made in the same instant) ends here.
  if (isSuspended(member.suspendedUntil)) {
    await endSessionsOf(database.db, session.user.id);
    return null;
  }
  return {
    id: session.user.id,
    email: session.user.email,
    username: member.username,
    avatarUrl: member.avatarUrl,
    role: member.role as Role,
    sessionId: session.session.id,
    locale: asLocale(member.locale),
    groups: member.groups,
    isNewMember: Date.now() - new Date(session.user.createdAt).getTime() < config.NEW_MEMBER_HOURS * 3_600_000,
  };
}
