import { commentPath, postPath } from "./forum";
import { m, type Locale } from "./i18n";
import { isolated } from "./isolated";

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

/** The words for a mail group in the settings form (the catalogue's, in the page's language). */
const MAIL_GROUP_MESSAGES: Record<MailGroup, { label: () => string; hint: () => string }> = {
  replies: { label: m.notif_group_replies, hint: m.notif_group_replies_hint },
  mentions: { label: m.notif_group_mentions, hint: m.notif_group_mentions_hint },
  watching: { label: m.notif_group_watching, hint: m.notif_group_watching_hint },
  likes: { label: m.notif_group_likes, hint: m.notif_group_likes_hint },
  moderation: { label: m.notif_group_moderation, hint: m.notif_group_moderation_hint },
};

/** Each group's label and hint, read when shown (getters: the words are the request's language). */
export const MAIL_GROUP_LABELS = Object.fromEntries(
  MAIL_GROUPS.map((group) => [
    group,
    Object.defineProperties(
      {},
      {
        label: { get: () => MAIL_GROUP_MESSAGES[group].label(), enumerable: true },
        hint: { get: () => MAIL_GROUP_MESSAGES[group].hint(), enumerable: true },
      },
    ),
  ]),
) as Readonly<Record<MailGroup, Readonly<{ label: string; hint: string }>>>;

const CADENCE_MESSAGES: Record<Cadence, (i?: object, o?: { locale?: Locale }) => string> = {
  immediately: m.notif_cadence_immediately,
  daily: m.notif_cadence_daily,
  never: m.notif_cadence_never,
};

/** "Right away": a cadence's label, in the page's language or the given one (a mail's). */
export const cadenceLabel = (cadence: Cadence, locale?: Locale): string =>
  CADENCE_MESSAGES[cadence]({}, locale ? { locale } : undefined);

/** Each cadence's label, read when shown (getters: the words are the request's language). */
export const CADENCE_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(CADENCES.map((cadence) => [cadence, { get: () => cadenceLabel(cadence), enumerable: true }])),
) as Readonly<Record<Cadence, string>>;

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

type Words = (inputs?: object, options?: { locale?: Locale }) => string;

const MODERATION_WORDS: Record<string, Words> = {
  hide: m.notif_did_hide,
  auto_hide: m.notif_did_auto_hide,
  remove: m.notif_did_remove,
  unhide: m.notif_did_unhide,
  approve: m.notif_did_approve,
  lock: m.notif_did_lock,
  unlock: m.notif_did_unlock,
};

/**
 * A notification's sentence in pieces: the interface's words, and what members wrote (a username, a post's
 * title, a moderator's reason) as pieces of their own, `member: true`. Each place that shows the sentence
 * isolates those (issue #46 item 8): a Latin title ending in "?" inside an Arabic sentence, or an Arabic
 * title in an English one, keeps its punctuation at its own end. The page and the HTML mail put them in
 * <bdi>, the plain-text mail between U+2068 and U+2069 (FSI, PDI).
 */
export interface NotificationPart {
  text: string;
  member?: true;
}

const MEMBER_MARK = "\u0001";

/**
 * "Aoife and 3 others liked your comment on "Renting in Galway"", in parts: in the page's language, or in
 * `locale` (a mail is written in its member's).
 */
export function describeNotificationParts(item: NotificationView, locale?: Locale): NotificationPart[] {
  const l = locale ? { locale } : undefined;
  // Each member's text goes into the sentence as a numbered mark, and comes out as a piece of its own.
  const written: string[] = [];
  const mark = (text: string) => `${MEMBER_MARK}${written.push(text.replaceAll(MEMBER_MARK, "")) - 1}${MEMBER_MARK}`;
  const who = item.actor ? mark(item.actor) : m.notif_someone({}, l);
  const title = item.postTitle ? m.notif_quoted_title({ title: mark(item.postTitle) }, l) : m.notif_a_post({}, l);
  const whoAll = item.others > 0 ? m.notif_who_and_others({ who, count: item.others }, l) : who;
  const sentence = (() => {
    switch (item.kind) {
      case "reply":
        return m.notif_reply({ who, title }, l);
      case "comment":
        return m.notif_comment({ who, title }, l);
      case "mention":
        return m.notif_mention({ who, title }, l);
      case "watching":
        return m.notif_watching({ who, title }, l);
      case "like":
        return item.commentId
          ? m.notif_like_comment({ who: whoAll, title }, l)
          : m.notif_like_post({ who: whoAll, title }, l);
      case "answer":
        return m.notif_answer({ who, title }, l);
      case "moderation": {
        const did = (
          Object.hasOwn(MODERATION_WORDS, item.action ?? "") ? MODERATION_WORDS[item.action!]! : m.notif_did_other
        )({}, l);
        const text = item.commentId
          ? m.notif_moderation_comment({ did, title }, l)
          : m.notif_moderation_post({ did, title }, l);
        return item.reason ? m.notif_with_reason({ text, reason: mark(item.reason) }, l) : text;
      }
    }
  })();
  return sentence
    .split(MEMBER_MARK)
    .map((piece, index): NotificationPart =>
      index % 2 === 1 ? { text: written[Number(piece)]!, member: true } : { text: piece },
    )
    .filter((part) => part.text !== "");
}

/** The sentence as one plain string (a test, a log): the pieces joined, nothing isolated. */
export function describeNotification(item: NotificationView, locale?: Locale): string {
  return describeNotificationParts(item, locale)
    .map((part) => part.text)
    .join("");
}

/** The sentence for plain text (a mail's text and subject): each member's piece between FSI and PDI. */
export function describeNotificationText(item: NotificationView, locale?: Locale): string {
  return describeNotificationParts(item, locale)
    .map((part) => (part.member ? isolated(part.text) : part.text))
    .join("");
}

export const NOTIFICATION_EVENT_NAME = "member";
/** A member-only event on /api/events: the member's unread count, as it is now. */
export interface MemberEvent {
  unread: number;
}
