import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { withoutHiddenCharacters } from "../../common/member-text";
import {
  DEFAULT_PREFERENCES,
  MAIL_GROUPS,
  notificationHref,
  NOTIFICATIONS_MAX_PAGE,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  type NotificationView,
  type Preferences,
  type WatchLevel,
} from "../../common/notifications";
import type { Db } from "../db/database";
import { preparedOnce } from "../db/prepared";
import { notificationCounters, notificationPreferences, notifications, watches } from "../db/schema";
import { titleKeptBy } from "../read-policy";

/**
 * The title of the post a notification (`n`) is about, as its member may read it (`po`: the post): a post
 * that is hidden, waiting or deleted is named only to its author (who is told what became of it) and to
 * moderators; to anyone else it is "a post" (issue 29, S3). The list and the mail worker both read it.
 */
export const POST_TITLE_FOR_MEMBER = sql`CASE WHEN ${titleKeptBy("po", sql`n.user_id`)} THEN po.title END`;

/** The bell's number: one row by primary key (kept by triggers), never a count. */
export async function unreadCount(db: Db, memberId: string): Promise<number> {
  // On every page a member reads (the root loader): prepared once (ADR 0073).
  const [row] = await preparedOnce(db, "members_unread_count", (name) =>
    db
      .select({ n: notificationCounters.unreadCount })
      .from(notificationCounters)
      .where(eq(notificationCounters.userId, sql.placeholder("memberId")))
      .prepare(name),
  ).execute({ memberId });
  return row?.n ?? 0;
}

/** Several members' unread counts at once (a member with no counter row has none). */
export async function unreadCounts(db: Db, memberIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return counts;
  const rows = await db
    .select({ memberId: notificationCounters.userId, n: notificationCounters.unreadCount })
    .from(notificationCounters)
    .where(inArray(notificationCounters.userId, memberIds));
  for (const row of rows) counts.set(row.memberId, row.n);
  return counts;
}

export interface NotificationPage {
  items: NotificationView[];
  page: number;
  hasMore: boolean;
  unread: number;
}

/** A notification as the page and the mail read it: who acted, on which post (its title as the member may see it). */
export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  actor: string | null;
  others: number;
  post_id: string | null;
  post_title: string | null;
  comment_id: string | null;
  action: string | null;
  reason: string | null;
  created_at: string | Date;
};

/** One page of the member's notifications, newest first (notifications_user_idx). */
export async function listNotifications(db: Db, memberId: string, page: number): Promise<NotificationPage> {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), NOTIFICATIONS_MAX_PAGE);
  const rows = await db.execute<NotificationRow & { read_at: string | Date | null }>(sql`
    SELECT n.id, n.kind, p.username AS actor, greatest(cardinality(n.actor_ids) - 1, 0)::int AS others,
      n.post_id, ${POST_TITLE_FOR_MEMBER} AS post_title, n.comment_id, n.action, n.reason, n.created_at, n.read_at
    FROM (
      SELECT * FROM notifications WHERE user_id = ${memberId}
      ORDER BY created_at DESC, id DESC
      LIMIT ${NOTIFICATIONS_PAGE_SIZE + 1} OFFSET ${(current - 1) * NOTIFICATIONS_PAGE_SIZE}
    ) n
    LEFT JOIN profiles p ON p.id = n.actor_id
    LEFT JOIN posts po ON po.id = n.post_id
    ORDER BY n.created_at DESC, n.id DESC`);
  const items = rows.rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row): NotificationView => ({
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    others: Number(row.others),
    postId: row.post_id,
    postTitle: row.post_title === null ? null : withoutHiddenCharacters(row.post_title),
    commentId: row.comment_id,
    action: row.action,
    reason: row.reason === null ? null : withoutHiddenCharacters(row.reason),
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    href: notificationHref({ postId: row.post_id, commentId: row.comment_id }),
  }));
  return {
    items,
    page: current,
    hasMore: rows.rows.length > NOTIFICATIONS_PAGE_SIZE,
    unread: await unreadCount(db, memberId),
  };
}

export async function watchLevel(db: Db, memberId: string, postId: string): Promise<WatchLevel> {
  const [row] = await db
    .select({ level: watches.level })
    .from(watches)
    .where(and(eq(watches.userId, memberId), eq(watches.postId, postId)));
  return (row?.level as WatchLevel | undefined) ?? "normal";
}

export async function readPreferences(db: Db, memberId: string): Promise<Preferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, memberId));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return Object.fromEntries(MAIL_GROUPS.map((group) => [group, row[group]])) as Preferences;
}

/** Newest first, for tests and the list: a member's notifications in raw form. */
export async function notificationsOf(db: Db, memberId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, memberId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}
