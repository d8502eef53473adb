import { sql, type SQL } from "drizzle-orm";
import {
  DEFAULT_PREFERENCES,
  MAIL_GROUP_OF,
  MAIL_GROUPS,
  mentionedUsernames,
  type NotificationKind,
} from "../../common/notifications";
import type { Writer } from "../db/database";
import { inSpaceOfPost } from "../read-policy";
import { watches } from "../db/schema";

/**
 * Notifications (issue #16, ADR 0017). Fan-out runs in the transaction of the write that causes it, as
 * one INSERT ... SELECT whatever the number of recipients; the same statement queues the recipients'
 * mail (server/notifications/mail-worker.ts sends it). Rules:
 * - never for one's own action; never two for one event: each member gets the strongest reason only
 *   (reply > mention > comment on my post > watching);
 * - a member who muted a post hears nothing about it (mentions included), moderation aside.
 */

const KIND_RANK: Record<Exclude<NotificationKind, "like" | "moderation" | "answer">, number> = {
  reply: 1,
  mention: 2,
  comment: 3,
  watching: 4,
};

/** The member's cadence for a notification kind, as SQL over `kind` and a preferences row `pr` (or none). */
export function cadenceOf(kind: SQL): SQL {
  const cases = MAIL_GROUPS.map((group) => {
    const kinds = (Object.keys(MAIL_GROUP_OF) as NotificationKind[]).filter((k) => MAIL_GROUP_OF[k] === group);
    return sql`WHEN ${kind} IN (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )}) THEN coalesce(pr.${sql.identifier(group)}, ${DEFAULT_PREFERENCES[group]})`;
  });
  return sql`CASE ${sql.join(cases, sql` `)} ELSE 'never' END`;
}

/** The next 07:00 UTC: when the daily digest goes. */
export const NEXT_DIGEST = sql`date_trunc('day', now() + interval '17 hours') + interval '7 hours'`;

/**
 * One statement: insert the chosen notifications (`chosen`: user_id, kind) and queue a mail for each
 * recipient whose preference for that kind is not 'never'. An immediate mail is due at once (the worker
 * waits until the member has had time to see it in the page); a digest at the next 07:00 UTC. A queued
 * mail already waiting for the member takes the new notifications along (ON CONFLICT DO NOTHING).
 */
function fanOut(chosen: SQL, row: { actorId: string | null; postId: string; commentId: string | null }) {
  const actorIds = row.actorId ? sql`ARRAY[${row.actorId}]::uuid[]` : sql`'{}'::uuid[]`;
  return sql`
    WITH chosen AS (${chosen}),
    inserted AS (
      INSERT INTO notifications (user_id, kind, actor_id, actor_ids, post_id, comment_id)
      SELECT user_id, kind, ${row.actorId}::uuid, ${actorIds}, ${row.postId}::uuid, ${row.commentId}::uuid FROM chosen
      RETURNING user_id, kind
    )
    ${queueMail(sql`inserted`)}`;
}

function queueMail(source: SQL) {
  return sql`
    INSERT INTO notification_mails (user_id, cadence, due_at)
    SELECT DISTINCT s.user_id, c.cadence, CASE c.cadence WHEN 'daily' THEN ${NEXT_DIGEST} ELSE now() END
    FROM ${source} s
    LEFT JOIN notification_preferences pr ON pr.user_id = s.user_id
    CROSS JOIN LATERAL (SELECT ${cadenceOf(sql`s.kind`)} AS cadence) c
    WHERE c.cadence <> 'never'
    ON CONFLICT (user_id, cadence) DO NOTHING`;
}

/** The member did not mute the post, and reads where it is (a private group's post tells its members only). */
const mayBeTold = (postId: string, userColumn: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM watches w WHERE w.post_id = ${postId} AND w.user_id = ${userColumn} AND w.level = 'muted')
    AND ${inSpaceOfPost(postId, userColumn)}`;

/** Mentioned members, by their usernames (case-insensitive; profiles_username_lower_idx). */
function mentionedIn(text: string, alreadyTold: string[] = []): SQL {
  const names = mentionedUsernames(text).filter((name) => !alreadyTold.includes(name));
  if (names.length === 0) return sql`SELECT NULL::uuid AS user_id WHERE false`;
  return sql`SELECT id AS user_id FROM profiles WHERE lower(username) IN (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`;
}

/** Writing a post or a comment watches it, unless the member muted it. */
export async function watchOnWrite(db: Writer, memberId: string, postId: string) {
  await db.insert(watches).values({ userId: memberId, postId, level: "watching" }).onConflictDoNothing();
}

/**
 * A new comment: its post's author, the author of the comment it answers, the members it mentions and
 * the post's watchers, each once, never the commenter, nobody who muted the post.
 */
export async function notifyNewComment(
  db: Writer,
  comment: { id: string; postId: string; authorId: string; parentId: string | null; content: string },
) {
  const candidates = sql`
    SELECT author_id AS user_id, 'comment' AS kind, ${sql.raw(String(KIND_RANK.comment))} AS rank FROM posts p
    WHERE p.id = ${comment.postId} AND NOT EXISTS (
      SELECT 1 FROM watches w WHERE w.post_id = p.id AND w.user_id = p.author_id AND w.level = 'normal')
    UNION ALL
    SELECT author_id, 'reply', ${sql.raw(String(KIND_RANK.reply))} FROM comments WHERE id = ${comment.parentId}::uuid
    UNION ALL
    SELECT user_id, 'mention', ${sql.raw(String(KIND_RANK.mention))} FROM (${mentionedIn(comment.content)}) m
    UNION ALL
    SELECT user_id, 'watching', ${sql.raw(String(KIND_RANK.watching))} FROM watches WHERE post_id = ${comment.postId} AND level = 'watching'`;
  const chosen = sql`
    SELECT DISTINCT ON (c.user_id) c.user_id, c.kind FROM (${candidates}) c
    WHERE c.user_id IS NOT NULL AND c.user_id <> ${comment.authorId} AND ${mayBeTold(comment.postId, sql`c.user_id`)}
    ORDER BY c.user_id, c.rank`;
  await db.execute(fanOut(chosen, { actorId: comment.authorId, postId: comment.postId, commentId: comment.id }));
}

/**
 * A new (visible) post: the members it mentions. Also an edit, or a moderator's approval of a post that
 * waited: `before` is the text its mentions were already sent for (none when it was waiting), and only
 * the members it newly mentions are told.
 */
export async function notifyNewPost(db: Writer, post: { id: string; authorId: string; text: string; before?: string }) {
  await notifyMentions(db, { postId: post.id, commentId: null, authorId: post.authorId }, post.text, post.before);
}

/** An edited comment: the members it mentions now and did not before (nobody is told twice). */
export async function notifyEditedComment(
  db: Writer,
  comment: { id: string; postId: string; authorId: string; before: string; after: string },
) {
  await notifyMentions(
    db,
    { postId: comment.postId, commentId: comment.id, authorId: comment.authorId },
    comment.after,
    comment.before,
  );
}

async function notifyMentions(
  db: Writer,
  where: { postId: string; commentId: string | null; authorId: string },
  text: string,
  before = "",
) {
  const chosen = sql`
    SELECT DISTINCT m.user_id, 'mention' AS kind FROM (${mentionedIn(text, mentionedUsernames(before))}) m
    WHERE m.user_id <> ${where.authorId} AND ${mayBeTold(where.postId, sql`m.user_id`)}`;
  await db.execute(fanOut(chosen, { actorId: where.authorId, postId: where.postId, commentId: where.commentId }));
}

/**
 * A like, grouped: one notification per liked item and day (UTC), naming the latest liker and counting
 * the others. A new liker makes it unread again; the same liker again changes nothing.
 */
export async function notifyLike(db: Writer, like: { actorId: string; postId: string; commentId: string | null }) {
  const target = like.commentId
    ? sql`SELECT author_id FROM comments WHERE id = ${like.commentId}`
    : sql`SELECT author_id FROM posts WHERE id = ${like.postId}`;
  const key = sql`'like:' || ${like.commentId ?? like.postId}::text || ':' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  await db.execute(sql`
    WITH upserted AS (
      INSERT INTO notifications (user_id, kind, actor_id, actor_ids, post_id, comment_id, group_key)
      SELECT t.author_id, 'like', ${like.actorId}::uuid, ARRAY[${like.actorId}]::uuid[], ${like.postId}::uuid,
        ${like.commentId}::uuid, ${key}
      FROM (${target}) t
      WHERE t.author_id IS NOT NULL AND t.author_id <> ${like.actorId} AND ${mayBeTold(like.postId, sql`t.author_id`)}
      ON CONFLICT (user_id, group_key) WHERE group_key IS NOT NULL DO UPDATE SET
        actor_id = excluded.actor_id,
        actor_ids = notifications.actor_ids || excluded.actor_ids,
        created_at = now(), read_at = NULL, emailed_at = NULL
      WHERE NOT (excluded.actor_id = ANY (notifications.actor_ids))
      RETURNING user_id, kind
    )
    ${queueMail(sql`upserted`)}`);
}

/** A moderator's outcome on a post or comment, told to its author (never to the moderator themselves). */
export async function notifyModeration(
  db: Writer,
  event: {
    actorId: string | null;
    targetType: "post" | "comment";
    targetId: string;
    action: string;
    reason: string | null;
  },
) {
  const target =
    event.targetType === "post"
      ? sql`SELECT author_id, id AS post_id, NULL::uuid AS comment_id FROM posts WHERE id = ${event.targetId}`
      : sql`SELECT author_id, post_id, id AS comment_id FROM comments WHERE id = ${event.targetId}`;
  await db.execute(sql`
    WITH inserted AS (
      INSERT INTO notifications (user_id, kind, actor_id, actor_ids, post_id, comment_id, action, reason)
      SELECT t.author_id, 'moderation', ${event.actorId}::uuid, '{}'::uuid[], t.post_id, t.comment_id,
        ${event.action}, ${event.reason}
      FROM (${target}) t
      WHERE t.author_id IS NOT NULL AND t.author_id IS DISTINCT FROM ${event.actorId}::uuid
      RETURNING user_id, kind
    )
    ${queueMail(sql`inserted`)}`);
}

// ── Reads and the member's own changes ──────────────────────────────────────────────────────────────

/**
 * A comment marked as its post's answer (ADR 0031): its author is told, once per comment (`group_key`:
 * marking it again after a change of mind tells nobody twice), never when they marked it themselves, not
 * if they muted the post.
 */
export async function notifyAcceptedAnswer(db: Writer, answer: { actorId: string; postId: string; commentId: string }) {
  await db.execute(sql`
    WITH inserted AS (
      INSERT INTO notifications (user_id, kind, actor_id, actor_ids, post_id, comment_id, group_key)
      SELECT c.author_id, 'answer', ${answer.actorId}::uuid, ARRAY[${answer.actorId}]::uuid[], c.post_id, c.id,
        'answer:' || c.id::text
      FROM comments c
      WHERE c.id = ${answer.commentId} AND c.post_id = ${answer.postId} AND c.author_id IS NOT NULL
        AND c.author_id <> ${answer.actorId} AND ${mayBeTold(answer.postId, sql`c.author_id`)}
      ON CONFLICT (user_id, group_key) WHERE group_key IS NOT NULL DO NOTHING
      RETURNING user_id, kind
    )
    ${queueMail(sql`inserted`)}`);
}
