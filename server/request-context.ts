import { eq } from "drizzle-orm";
import type { CurrentUser } from "../common/auth";
import type { Actor } from "./rate-limit";
import { isStaff, type Role } from "../common/moderation";
import { endSessionsOf, touchSession } from "./auth/sessions";
import { cspNonce } from "./http/content-security-policy";
import { profiles, users } from "./db/schema";
import type { Runtime } from "./runtime";

/** The signed-in member as the server sees them: what the page shell shows, plus their session. */
export interface Viewer extends CurrentUser, Actor {
  sessionId: string;
}

/**
 * What every loader, action and API handler receives for one request: the process's runtime, the
 * request id, the client's address (the one place that knows TRUST_PROXY decides it), the nonce of the
 * page's Content-Security-Policy and the viewer, resolved at most once per request however many loaders ask.
 */
export type RequestContext = Runtime & {
  requestId: string;
  clientAddress: string;
  /** The Content-Security-Policy nonce of this request: the page's inline scripts carry it. */
  cspNonce: string;
  viewer(): Promise<Viewer | null>;
  /** Set when a loader failed because the database was overloaded: the page then answers 503, not 500. */
  overloaded: boolean;
};

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
    overloaded: false,
  };
}

async function resolveViewer({ auth, database, config }: Runtime, headers: Headers): Promise<Viewer | null> {
  if (!headers.get("cookie")) return null; // no cookie, no session: skip the database
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  await touchSession({ database }, session.session.id, new Date(session.session.updatedAt));
  const [member] = await database.db
    .select({
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      role: users.role,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, session.user.id));
  if (!member) return null; // the account went while its session was being read
  // Suspending a member ends their sessions; one that survived (made in the same instant) ends here.
  if (member.suspendedUntil && member.suspendedUntil > new Date()) {
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
    isNewMember: Date.now() - new Date(session.user.createdAt).getTime() < config.NEW_MEMBER_HOURS * 3_600_000,
  };
}

/** The part of a viewer the browser may see (no session id). */
export function publicViewer(viewer: Viewer | null): CurrentUser | null {
  if (!viewer) return null;
  return {
    id: viewer.id,
    email: viewer.email,
    username: viewer.username,
    avatarUrl: viewer.avatarUrl,
    role: viewer.role,
  };
}

/** Who is reading, as the forum's visibility rules see them (hidden items show to authors and staff). */
export type Reader = { id: string; staff: boolean } | null;
export const readerOf = (viewer: Viewer | null): Reader =>
  viewer ? { id: viewer.id, staff: isStaff(viewer.role) } : null;

type RequestContextMembers = RequestContext;
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContextMembers {}
}
