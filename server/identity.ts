import type { CurrentUser } from "../common/auth";
import type { Locale } from "../common/i18n";
import { isStaff, MODERATION_MESSAGES, type Role } from "../common/moderation";
import { AppError, signInRequired } from "./app-error";

/**
 * Who is asking, as the server sees them, and the checks on them: the signed-in member (Viewer), the
 * part of them the page may see, who is writing as the limits see them (Actor), who is reading as the
 * visibility rules see them (Reader), and a moderator or admin acting (Staff). Nothing here reads the
 * database: the request context reads the member once (create-request-context.ts).
 */

/** Who is writing, as the limits see them: accounts younger than NEW_MEMBER_HOURS get stricter ones. */
export interface Actor {
  id: string;
  isNewMember: boolean;
}

/** The signed-in member as the server sees them: what the page shell shows, plus their session. */
export interface Viewer extends CurrentUser, Actor {
  sessionId: string;
  /** The language of the member's mail (users.locale), chosen in /settings. */
  locale: Locale;
  /** The private groups they are in (issue #47). */
  groups: readonly GroupMembership[];
}

/** A moderator or admin, as the moderation log names them. */
export interface Staff {
  id: string;
  name: string;
  role: Role;
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

/**
 * Who is reading, as the read policy sees them (server/read-policy.ts): hidden items show to authors and
 * staff, a private group's to its members (`groups`), and all of a group's to its moderators (`moderates`).
 */
export type Reader = {
  id: string;
  staff: boolean;
  groups: readonly string[];
  moderates: readonly string[];
} | null;
export const readerOf = (viewer: Viewer | null): Reader =>
  viewer
    ? {
        id: viewer.id,
        staff: isStaff(viewer.role),
        groups: viewer.groups.map((group) => group.groupId),
        moderates: viewer.groups.filter((group) => group.moderator).map((group) => group.groupId),
      }
    : null;

/** A member as the author of their own items reads them: in their groups, with none of a moderator's powers. */
export const authorReaderOf = (viewer: Viewer): NonNullable<Reader> => ({
  id: viewer.id,
  staff: false,
  groups: viewer.groups.map((group) => group.groupId),
  moderates: [],
});

/** A private group the member is in, read with their session on each request (a removal counts at once). */
export interface GroupMembership {
  groupId: string;
  moderator: boolean;
}

/** The signed-in member, or `message` (the spec's words for what they tried) as a 401. */
export function requireMember(viewer: Viewer | null, message: string): Viewer {
  if (!viewer) throw signInRequired(message);
  return viewer;
}

/** A moderator or an admin, or a 401 (signed out) or 403 (a member). */
export function requireStaff(viewer: Viewer | null): Staff {
  if (!viewer) throw signInRequired("Please sign in as a moderator.");
  if (!isStaff(viewer.role)) throw new AppError(403, MODERATION_MESSAGES.staffOnly, "FORBIDDEN");
  // The log keeps this name for good: a username, never an email address.
  return { id: viewer.id, name: viewer.username ?? "A moderator without a username", role: viewer.role };
}

/** Whether `staff` may suspend, ban or lift `member`: nobody acts on themselves, only an admin on staff. */
export function mayActOnMember(staff: Staff, member: { id: string; role: string }): boolean {
  return member.id !== staff.id && (!isStaff(member.role) || staff.role === "admin");
}

/** Whether an account is suspended (or banned) at `now`. */
export const isSuspended = (suspendedUntil: Date | null | undefined, now = new Date()): boolean =>
  Boolean(suspendedUntil && suspendedUntil > now);
