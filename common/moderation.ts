/** Who may do what: moderators work the queue; admins also grant and revoke roles. */
export const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
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

export const MODERATION_MESSAGES = {
  staffOnly: "Only moderators can do that.",
  adminOnly: "Only admins can grant or revoke roles.",
  giveReason: "Please give a reason: the author and the public log will see it.",
  reasonTooLong: `The reason must be ${MODERATION_REASON_MAX} characters or fewer.`,
  pending: "Waiting for a moderator: posts with links from new members are checked before everyone sees them.",
  pendingToast: "Your post is waiting for a moderator.",
  autoHidden: `Hidden until a moderator looks: ${AUTO_HIDE_REPORTS} members reported it.`,
  reviewRequested: "Review requested. A moderator will look at it again.",
  reviewOnce: "You have already asked for a review of this.",
  notHidden: "Only a hidden post or comment can be reviewed.",
  notOwnRole: "You cannot change your own role.",
  noSuchMember: "There is no member with that username.",
  staffForAdmins: "Only an admin can suspend a moderator or an admin, or lift their suspension.",
} as const;

/** What a moderator can do, by target. The labels are the buttons' and the log's words. */
export const MODERATION_ACTIONS = {
  dismiss: { label: "Dismiss reports", done: "Reports dismissed.", log: "dismissed the reports on" },
  hide: { label: "Hide", done: "Hidden.", log: "hid" },
  unhide: { label: "Show again", done: "Shown again.", log: "showed again" },
  remove: { label: "Delete", done: "Deleted.", log: "deleted" },
  approve: { label: "Approve", done: "Approved: everyone can see it now.", log: "approved" },
  lock: { label: "Lock", done: "Locked: no new comments.", log: "locked" },
  unlock: { label: "Unlock", done: "Unlocked.", log: "unlocked" },
  pin: { label: "Pin", done: "Pinned to the top of the forum.", log: "pinned" },
  unpin: { label: "Unpin", done: "Unpinned.", log: "unpinned" },
  suspend: { label: "Suspend", done: "Member suspended.", log: "suspended" },
  ban: { label: "Ban", done: "Member banned.", log: "banned" },
  unsuspend: { label: "Lift suspension", done: "Suspension lifted.", log: "lifted the suspension of" },
  grant: { label: "Grant role", done: "Role changed.", log: "changed the role of" },
  auto_hide: { label: "Hide", done: "Hidden.", log: "hid (after reports)" },
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

/** Actions that need a reason the author and the public log see. */
export const NEEDS_REASON: ReadonlySet<ModerationAction> = new Set(["hide", "remove", "suspend", "ban"]);

/** How the spec-style date of a suspension reads: "until 30 November 2026" or "permanently". */
export function suspensionMessage(until: Date | string, reason: string | null): string {
  const when = isBan(until)
    ? "Your account has been banned."
    : `Your account is suspended until ${irishDateTime(until)} (Irish time).`;
  return reason ? `${when} Reason: ${reason}` : when;
}

/** Links in a post: a new member's post with any of these waits for a moderator. */
export const containsLink = (text: string) =>
  /\bhttps?:\/\/|(^|[\s(<])\/\/\S|\bwww\.|\]\(|<[a-z]+:|^\s*\[[^\]]+\]:\s*\S/im.test(text);

/** Who the log says did what `npm run admin` did (older rows named the script; the log says this for them too). */
export const OPERATOR_NAME = "An administrator (from the command line)";

/** A moment as the moderation screens and messages say it: "5 December 2026 at 14:03" (Irish time). */
export const irishDateTime = (when: Date | string) =>
  new Date(when).toLocaleString("en-IE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Dublin" });

/** Why a suspension or a ban is refused for a member who is already suspended (issue 29, item 11). */
export function alreadySuspendedMessage(name: string, until: Date | string): string {
  return isBan(until)
    ? `${name} is already banned. Lift the ban first to change it.`
    : `${name} is already suspended until ${irishDateTime(until)} (Irish time). Lift the suspension first to change it.`;
}
