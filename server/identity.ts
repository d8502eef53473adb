import type { CurrentUser } from "../common/auth";
import { isStaff } from "../common/moderation";
import type { Actor } from "./rate-limit";

/**
 * Who is asking, as the server sees them: the signed-in member (Viewer), the part of them the page may see,
 * and who is reading as the visibility rules see them (Reader). Nothing here reads the database.
 */

/** The signed-in member as the server sees them: what the page shell shows, plus their session. */
export interface Viewer extends CurrentUser, Actor {
  sessionId: string;
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
