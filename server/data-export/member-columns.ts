import type { PgColumn } from "drizzle-orm/pg-core";
import {
  accounts,
  avatars,
  bookmarks,
  checklistSteps,
  commentRevisions,
  comments,
  drafts,
  emailChanges,
  groupJoinRequests,
  groupMembers,
  likes,
  moderationActions,
  notificationCounters,
  notificationMails,
  notificationPreferences,
  notifications,
  postRevisions,
  posts,
  profiles,
  rateLimits,
  reports,
  sessions,
  suspensionNotices,
  twoFactors,
  users,
  verifications,
  watches,
} from "../db/schema";

/**
 * Every column of the schema that names a member, and what "Download my data" does with it (ADR 0037):
 * exported (and by which file), or left out on purpose and why. member-columns.test.ts reads the schema
 * (every foreign key to users.id, and every column named like a member's id) and fails on a column that
 * is in neither list, so a new table with a member's rows is not silently missing from the archive.
 */

/**
 * The archive's files of rows a member owns: each is read by this column (`ownRows` in member-data.ts
 * filters on it), so the map and the export are one thing.
 */
export const OWN_ROWS = {
  "posts.json": posts.authorId,
  "comments.json": comments.authorId,
  "likes.json": likes.userId,
  "bookmarks.json": bookmarks.userId,
  "reports.json": reports.reporterId,
  "notification-settings.json": watches.userId,
  "sessions.json": sessions.userId,
  "drafts.json": drafts.userId,
  "checklist.json": checklistSteps.userId,
  "groups.json": groupMembers.userId,
  "group-requests.json": groupJoinRequests.userId,
} as const satisfies Record<string, PgColumn>;

export type OwnRowsFile = keyof typeof OWN_ROWS;

/** Member columns the archive reads otherwise: one row each, by the member's id. */
export const ALSO_EXPORTED: readonly { column: PgColumn; file: string }[] = [
  { column: users.id, file: "profile.json" },
  { column: profiles.id, file: "profile.json" },
  { column: avatars.userId, file: "avatar.webp" },
  { column: notificationPreferences.userId, file: "notification-settings.json" },
];

export interface LeftOut {
  column: PgColumn;
  because: string;
  /** The column holds a member's id without a foreign key to users.id (the test cannot find it by one). */
  noForeignKey?: true;
  /** The column's name looks like a member's, but it does not hold one. */
  notAMember?: true;
}

/** Member columns the archive leaves out on purpose. */
export const LEFT_OUT: readonly LeftOut[] = [
  { column: accounts.userId, because: "the password's hash: not the member's to read (README.txt says so)" },
  {
    column: twoFactors.userId,
    because: "the two-factor secret and recovery codes; profile.json says whether it is on",
  },
  {
    column: verifications.value,
    noForeignKey: true,
    because: "short-lived tokens (password-reset links, two-factor challenges)",
  },
  {
    column: suspensionNotices.userId,
    because: "hashes of session tokens a suspension ended, kept no longer than the session",
  },
  {
    column: emailChanges.userId,
    because:
      "the pending or cancellable change of address, kept for the cancel link; the address now is in profile.json",
  },
  { column: emailChanges.requestedBy, notAMember: true, because: "a browser's User-Agent, not a member" },
  { column: rateLimits.key, noForeignKey: true, because: "abuse-limit windows (`forum:post:<member id>`), not data" },
  { column: posts.answerKarmaUserId, because: "bookkeeping for karma: profile.json has the karma" },
  { column: likes.contentAuthorId, because: "a like by someone else on this member's post: the other member's data" },
  { column: reports.reportedUserId, because: "a report made about this member: the reporter's data, not theirs" },
  { column: reports.resolvedBy, because: "the moderator who handled a report: the moderator's data" },
  { column: postRevisions.editedBy, because: "earlier texts of posts, public on the post's revisions page" },
  { column: commentRevisions.editedBy, because: "earlier texts of comments, public on the comment's revisions page" },
  {
    column: postRevisions.hiddenBy,
    because: "who took an earlier version out of the public history: the moderation log records it (ADR 0047)",
  },
  {
    column: commentRevisions.hiddenBy,
    because: "who took an earlier version out of the public history: the moderation log records it (ADR 0047)",
  },
  {
    column: notifications.userId,
    because: "what other members did (replies, mentions, likes), shown to this member: theirs, not the member's",
  },
  { column: notifications.actorId, because: "the member who did what a notification tells someone else" },
  { column: notificationCounters.userId, because: "a count of unread notifications, kept by triggers" },
  { column: notificationMails.userId, because: "the mail queue: a mail waiting to be sent, gone once sent" },
  {
    column: moderationActions.moderatorId,
    noForeignKey: true,
    because: "the public moderation log at /moderation/log (ADR 0016): readable by everyone already",
  },
  {
    column: moderationActions.targetId,
    noForeignKey: true,
    because: "the public moderation log at /moderation/log (ADR 0016): readable by everyone already",
  },
];
