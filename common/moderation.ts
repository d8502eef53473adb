import { getLocale, m, readWhenShown } from "./i18n";
import { intlLocale } from "./locales";
/** Who may do what: moderators work the queue; admins also grant and revoke roles. */
export const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** A role's name as shown ("moderator"), in the reader's language; the value sent or stored stays the role. */
export const roleLabel = (role: string) =>
  role === "admin"
    ? m.mod_role_admin()
    : role === "moderator"
      ? m.mod_role_moderator()
      : role === "member"
        ? m.mod_role_member()
        : role;
export const isStaff = (role: string | null | undefined) => role === "moderator" || role === "admin";

/** What moderation did to a post or comment (server/db/schema.ts moderationColumns). */
export type Visibility = "visible" | "hidden" | "pending" | "removed";

/** A ban is a suspension until this date: far enough to mean "for good", still a real timestamp. */
export const BANNED_UNTIL = new Date("9999-12-31T00:00:00Z");
export const isBan = (until: Date | string) => new Date(until).getUTCFullYear() >= 9999;
export const SUSPENSION_DAYS = [1, 7, 30] as const;

export const MODERATION_REASON_MAX = 500;
export const MODERATION_LOG_PAGE_SIZE = 50;
export const MODERATION_QUEUE_MAX = 50;
/** The queue's list of suspended members: this many a page, at most SUSPENDED_MAX_PAGE pages. */
export const SUSPENDED_PAGE_SIZE = 20;
export const SUSPENDED_MAX_PAGE = 500;
/** Reports from this many different established members hide an item until a moderator looks (Discourse). */
export const AUTO_HIDE_REPORTS = 3;

/**
 * `pending` and `autoHidden` are also stored as an item's moderation reason (data, like a moderator's own
 * reason), so they stay English here; the screens show the catalogue's m.mod_pending() and
 * m.mod_auto_hidden() instead.
 */
export const MODERATION_MESSAGES = readWhenShown({
  staffOnly: () => m.mod_staff_only(),
  adminOnly: () => m.mod_admin_only(),
  giveReason: () => m.mod_give_reason(),
  reasonTooLong: () => m.mod_reason_too_long({ max: MODERATION_REASON_MAX }),
  pending: () => m.mod_pending({}, { locale: "en" }),
  pendingToast: () => m.mod_pending_toast(),
  autoHidden: () => m.mod_auto_hidden({ count: AUTO_HIDE_REPORTS }, { locale: "en" }),
  reviewRequested: () => m.mod_review_requested(),
  reviewOnce: () => m.mod_review_once(),
  notHidden: () => m.mod_not_hidden(),
  notOwnRole: () => m.mod_not_own_role(),
  noSuchMember: () => m.mod_no_such_member(),
  staffForAdmins: () => m.mod_staff_for_admins(),
});

const action = (label: () => string, done: () => string, log: () => string) => readWhenShown({ label, done, log });

/** What a moderator can do, by target. The labels are the buttons' and the log's words. */
export const MODERATION_ACTIONS = {
  dismiss: action(m.mod_action_dismiss, m.mod_action_dismiss_done, m.mod_action_dismiss_log),
  hide: action(m.mod_action_hide, m.mod_action_hide_done, m.mod_action_hide_log),
  unhide: action(m.mod_action_unhide, m.mod_action_unhide_done, m.mod_action_unhide_log),
  remove: action(m.mod_action_remove, m.mod_action_remove_done, m.mod_action_remove_log),
  approve: action(m.mod_action_approve, m.mod_action_approve_done, m.mod_action_approve_log),
  lock: action(m.mod_action_lock, m.mod_action_lock_done, m.mod_action_lock_log),
  unlock: action(m.mod_action_unlock, m.mod_action_unlock_done, m.mod_action_unlock_log),
  pin: action(m.mod_action_pin, m.mod_action_pin_done, m.mod_action_pin_log),
  unpin: action(m.mod_action_unpin, m.mod_action_unpin_done, m.mod_action_unpin_log),
  suspend: action(m.mod_action_suspend, m.mod_action_suspend_done, m.mod_action_suspend_log),
  ban: action(m.mod_action_ban, m.mod_action_ban_done, m.mod_action_ban_log),
  unsuspend: action(m.mod_action_unsuspend, m.mod_action_unsuspend_done, m.mod_action_unsuspend_log),
  grant: action(m.mod_action_grant, m.mod_action_grant_done, m.mod_action_grant_log),
  auto_hide: action(m.mod_action_hide, m.mod_action_hide_done, m.mod_action_auto_hide_log),
  // An earlier version of a post or comment out of its public history, by its author or a moderator (ADR 0047).
  hide_revision: action(m.forum_history_hide, m.forum_history_hidden_done, m.mod_action_hide_revision_log),
  show_revision: action(m.forum_history_show, m.forum_history_shown_done, m.mod_action_show_revision_log),
};
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

/** Actions that need a reason the author and the public log see. */
export const NEEDS_REASON: ReadonlySet<ModerationAction> = new Set(["hide", "remove", "suspend", "ban"]);

/**
 * What a private group's moderator may do to its posts and comments (ADR 0061): what changes what the
 * group reads. Pins order the public forum, and a suspension or a ban is the site's: its moderators' only.
 */
export const GROUP_MODERATOR_ACTIONS: ReadonlySet<ModerationAction> = new Set([
  "dismiss",
  "hide",
  "unhide",
  "remove",
  "approve",
  "lock",
  "unlock",
]);

/** How the spec-style date of a suspension reads: "until 30 November 2026" or "permanently". */
export function suspensionMessage(until: Date | string, reason: string | null): string {
  const when = isBan(until) ? m.mod_banned_message() : m.mod_suspended_message({ until: irishDateTime(until) });
  return reason ? m.mod_with_reason({ message: when, reason }) : when;
}

/** Links in a post: a new member's post with any of these waits for a moderator. */
export const containsLink = (text: string) =>
  /\bhttps?:\/\/|(^|[\s(<])\/\/\S|\bwww\.|\]\(|<[a-z]+:|^\s*\[[^\]]+\]:\s*\S/im.test(text);

/** Who the log says did what `npm run admin` did (older rows named the script; the log says this for them too). */
export const OPERATOR_NAME = "An administrator (from the command line)";

/** A moment as the moderation screens and messages say it, in their language: "5 December 2026 at 14:03" (Irish time). */
export const irishDateTime = (when: Date | string) =>
  new Date(when).toLocaleString(intlLocale(getLocale()), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Dublin",
  });

/** Why a suspension or a ban is refused for a member who is already suspended (issue 29, item 11). */
export function alreadySuspendedMessage(name: string, until: Date | string): string {
  return isBan(until) ? m.mod_already_banned({ name }) : m.mod_already_suspended({ name, until: irishDateTime(until) });
}
