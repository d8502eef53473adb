import { sql, type SQL } from "drizzle-orm";
import { commentPath, postPath } from "../../common/forum";
import { MODERATION_LOG_PAGE_SIZE, type ModerationAction, type Role } from "../../common/moderation";
import type { Db } from "../db/database";
import type { Reader } from "../identity";
import { readableInSql } from "../read-policy";
import type { TargetType } from "./audit";

export interface LogEntry {
  id: string;
  action: ModerationAction;
  targetType: TargetType;
  /**
   * What it was done to: a post's title, a member's username, (moderators only) a comment's words. Null
   * where the log withholds the words: a comment's, and a post its reader may not see now (deleted,
   * hidden or waiting), on every row about that post.
   */
  targetLabel: string | null;
  /** Where its reader can open it: null when it is gone, or they may not see it. */
  href: string | null;
  reason: string | null;
  /** A suspension's length, and the role a "grant" gave: data the page words in its reader's language. */
  days: number | null;
  role: Role | null;
  createdAt: string;
  /**
   * A moderator; the site itself (hidden after reports); an administrator from the command line (`npm run
   * admin`); the item's own author (who took an earlier version out of its history, ADR 0047).
   */
  actor: "moderator" | "site" | "operator" | "author";
  /** Only moderators see which moderator (or author) did it; the public log says "A moderator" ("Its author"). */
  moderator: string | null;
  moderatorHref: string | null;
}

/** Whether `reader` may read the post or comment in `alias` now; false when it is no more. */
const seenBy = (alias: string, reader: Reader): SQL => sql`coalesce(${readableInSql(alias, reader)}, false)`;

/**
 * One page of the log, newest first, as `reader` may read it: moderators see who did what and every
 * item's words; everyone else sees a post's title only while they may see the post itself, and never a
 * comment's words. Items and members are named with a link when the reader may open them.
 */
export async function readLog(db: Db, page: number, reader: Reader) {
  const current = Math.max(1, Math.min(Math.floor(page) || 1, 10_000));
  const staff = Boolean(reader?.staff);
  const result = await db.execute<{
    id: string;
    action: ModerationAction;
    target_type: TargetType;
    target_id: string;
    target_label: string;
    reason: string | null;
    days: number | null;
    role: Role | null;
    created_at: string | Date;
    moderator_id: string | null;
    moderator_name: string | null;
    seen: boolean;
    comment_post_id: string | null;
    moderator_exists: boolean;
    by_author: boolean;
  }>(sql`
    SELECT a.id, a.action, a.target_type, a.target_id, a.target_label, a.reason, a.days, a.role, a.created_at, a.moderator_id,
      a.moderator_name, c.post_id AS comment_post_id, mp.id IS NOT NULL AS moderator_exists,
      coalesce(a.moderator_id = coalesce(p.author_id, c.author_id), false) AS by_author,
      CASE a.target_type
        WHEN 'post' THEN ${seenBy("p", reader)}
        WHEN 'comment' THEN ${seenBy("c", reader)} AND ${seenBy("cp", reader)}
        ELSE pr.id IS NOT NULL
      END AS seen
    FROM (
      SELECT * FROM moderation_actions ORDER BY created_at DESC, id DESC
      LIMIT ${MODERATION_LOG_PAGE_SIZE + 1} OFFSET ${(current - 1) * MODERATION_LOG_PAGE_SIZE}
    ) a
    LEFT JOIN posts p ON a.target_type = 'post' AND p.id = a.target_id
    LEFT JOIN comments c ON a.target_type = 'comment' AND c.id = a.target_id
    LEFT JOIN posts cp ON cp.id = c.post_id
    LEFT JOIN profiles pr ON a.target_type = 'user' AND pr.id = a.target_id
    LEFT JOIN profiles mp ON ${staff ? sql`true` : sql`false`} AND mp.id = a.moderator_id
    ORDER BY a.created_at DESC, a.id DESC`);
  const rows = result.rows;
  const entries: LogEntry[] = rows.slice(0, MODERATION_LOG_PAGE_SIZE).map((row) => {
    const seen = Boolean(row.seen);
    const actor =
      row.action === "auto_hide"
        ? "site"
        : row.moderator_id === null
          ? "operator"
          : row.by_author && row.action === "hide_revision"
            ? "author"
            : "moderator";
    const href = !seen
      ? null
      : row.target_type === "post"
        ? postPath(row.target_id)
        : row.target_type === "comment"
          ? commentPath(row.comment_post_id!, row.target_id)
          : `/profile/${row.target_id}`;
    const label =
      staff || row.target_type === "user"
        ? row.target_label
        : row.target_type === "post" && seen
          ? row.target_label
          : null;
    return {
      id: row.id,
      action: row.action,
      targetType: row.target_type,
      targetLabel: label,
      href,
      reason: row.reason,
      days: row.days,
      role: row.role,
      createdAt: new Date(row.created_at).toISOString(),
      actor,
      moderator: staff && (actor === "moderator" || actor === "author") ? row.moderator_name : null,
      moderatorHref: staff && row.moderator_exists ? `/profile/${row.moderator_id}` : null,
    };
  });
  return { entries, page: current, hasMore: rows.length > MODERATION_LOG_PAGE_SIZE };
}
