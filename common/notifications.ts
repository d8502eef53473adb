import { commentPath, postPath } from "./forum";

/**
 * Notifications (issue #16, ADR 0017): what a member is told about, how it is grouped for mail, and the
 * words the screens show. Shared by the server and the pages.
 */

/**
 * reply: to my comment; comment: on my post; mention: @me; watching: on a post I watch; answer: my comment
 * was marked as a post's answer (ADR 0031).
 */
export const NOTIFICATION_KINDS = ["reply", "comment", "mention", "watching", "like", "moderation", "answer"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The groups a member chooses mail for (a column each in notification_preferences). */
export const MAIL_GROUPS = ["replies", "mentions", "watching", "likes", "moderation"] as const;
export type MailGroup = (typeof MAIL_GROUPS)[number];

export const MAIL_GROUP_OF: Record<NotificationKind, MailGroup> = {
  reply: "replies",
  comment: "replies",
  mention: "mentions",
  watching: "watching",
  like: "likes",
  moderation: "moderation",
  // Someone answered in a thread of yours, or your answer was taken: both are replies to you.
  answer: "replies",
};

export const CADENCES = ["immediately", "daily", "never"] as const;
export type Cadence = (typeof CADENCES)[number];

/** Sensible defaults (no row in notification_preferences): people hear about answers, not about likes. */
export const DEFAULT_PREFERENCES: Record<MailGroup, Cadence> = {
  replies: "immediately",
  mentions: "immediately",
  watching: "daily",
  likes: "never",
  moderation: "immediately",
};

export const MAIL_GROUP_LABELS: Record<MailGroup, { label: string; hint: string }> = {
  replies: { label: "Replies", hint: "Comments on your posts, replies to your comments and your accepted answers" },
  mentions: { label: "Mentions", hint: "Someone writes your @username" },
  watching: { label: "Watched posts", hint: "New comments on posts you watch" },
  likes: { label: "Likes", hint: "Likes on your posts and comments, grouped per day" },
  moderation: { label: "Moderation", hint: "A moderator hides, removes or restores something you wrote" },
};

export const CADENCE_LABELS: Record<Cadence, string> = {
  immediately: "Right away",
  daily: "Daily digest",
  never: "Never",
};

/** A member's mail choice per group (the settings form's schema is in ./notification-preferences). */
export type Preferences = Record<MailGroup, Cadence>;

/** Watch levels a member can choose on a post ('normal' removes the row). */
export const WATCH_LEVELS = ["watching", "normal", "muted"] as const;
export type WatchLevel = (typeof WATCH_LEVELS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Pages past this are refused (2,000 notifications back is far enough for anyone). */
export const NOTIFICATIONS_MAX_PAGE = 100;
/** A comment or post names at most this many members: more is a mass ping, and the rest are ignored. */
export const MENTIONS_MAX = 10;
/** The mention autocomplete answers at most this many names for a prefix of at least MENTION_PREFIX_MIN. */
export const MENTION_SUGGESTIONS_MAX = 6;
export const MENTION_PREFIX_MIN = 1;

/** '@' + a username (letters, digits, _ . -), not inside a word or an email address. */
const MENTION = /(^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{3,30})/gu;

/**
 * A text cut into plain parts and mentions (for rendering mentions as links to the member's profile).
 * A trailing dot or hyphen ends the sentence, not the name.
 */
export function splitMentions(text: string): ({ text: string } | { username: string })[] {
  const parts: ({ text: string } | { username: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const name = match[2]!.replace(/[.-]+$/, "");
    if (name.length < 3) continue;
    const start = match.index + match[1]!.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ username: name });
    last = start + 1 + name.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Where a mention links: the member's profile, found by username (/u/:username redirects). */
export const mentionPath = (username: string) => `/u/${encodeURIComponent(username)}`;

/** The distinct usernames a text mentions, lower-cased, at most MENTIONS_MAX. */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = match[2]!.replace(/[.-]+$/, "").toLowerCase();
    if (name.length >= 3) names.add(name);
    if (names.size >= MENTIONS_MAX) break;
  }
  return [...names];
}

/** What the bell and the list carry: one notification as the member sees it. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** The latest actor's username (null: a deleted account, or the site itself). */
  actor: string | null;
  /** Everyone else who did the same (grouped likes). */
  others: number;
  postId: string | null;
  postTitle: string | null;
  commentId: string | null;
  action: string | null;
  reason: string | null;
  createdAt: string;
  read: boolean;
  href: string;
}

/** The address a notification opens: the exact comment, or the post. */
export function notificationHref(item: { postId: string | null; commentId: string | null }): string {
  if (!item.postId) return "/dashboard";
  return item.commentId ? commentPath(item.postId, item.commentId) : postPath(item.postId);
}

const MODERATION_WORDS: Record<string, string> = {
  hide: "hid",
  auto_hide: "hid (after reports)",
  remove: "removed",
  unhide: "restored",
  approve: "approved",
  lock: "locked",
  unlock: "unlocked",
};

/** "Aoife and 3 others liked your comment on "Renting in Galway"". */
export function describeNotification(item: NotificationView): string {
  const who = item.actor ?? "Someone";
  const title = item.postTitle ? `"${item.postTitle}"` : "a post";
  const whoAll = item.others > 0 ? `${who} and ${item.others} other${item.others === 1 ? "" : "s"}` : who;
  switch (item.kind) {
    case "reply":
      return `${who} replied to your comment on ${title}`;
    case "comment":
      return `${who} commented on your post ${title}`;
    case "mention":
      return `${who} mentioned you in ${title}`;
    case "watching":
      return `${who} commented on ${title}, which you watch`;
    case "like":
      return `${whoAll} liked your ${item.commentId ? `comment on ${title}` : `post ${title}`}`;
    case "answer":
      return `${who} accepted your comment as the answer to ${title}`;
    case "moderation": {
      const did = MODERATION_WORDS[item.action ?? ""] ?? "acted on";
      const what = item.commentId ? `your comment on ${title}` : `your post ${title}`;
      return `A moderator ${did} ${what}${item.reason ? `: ${item.reason}` : ""}`;
    }
  }
}

export const NOTIFICATION_EVENT_NAME = "member";
/** A member-only event on /api/events: the member's unread count, as it is now. */
export interface MemberEvent {
  unread: number;
}
