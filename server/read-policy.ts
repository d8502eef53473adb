import { and, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Visibility } from "../common/moderation";
import type { Reader } from "./identity";

/**
 * Who may read a post or a comment: the one rule (issue #47, ADR 0057, 0061), asked in TypeScript or as SQL
 * by every read, count and write of the server. No other file of `server/` compares an item's visibility
 * in a query (`read-policy.test.ts` refuses one).
 *
 * - An item of a private group is read by the group's members only: nobody else sees it in any state, a
 *   visitor never. What follows holds inside the group as outside.
 * - Everyone, a visitor included, reads what is visible and public. Only that may be in a shared cache, a
 *   feed, the sitemap, or the public search and similar questions.
 * - Its author also reads it while it is hidden or waits for approval, not once a moderator removed it.
 * - Moderators read everything; a group's moderators everything in their group.
 * - Its author keeps its title whatever became of it: they are told what did (`titleKeptBy`).
 *
 * A comment is read only where its post is, and a reply where its thread is: callers ask for each.
 */
export type ReadableItem = { visibility: Visibility; authorId?: string | null; groupId: string | null };

/** Whether `reader` reads the private group `groupId` (its pages, its search): a member of it, or staff. */
export const readsGroup = (reader: Reader, groupId: string): boolean =>
  Boolean(reader && (reader.staff || reader.groups.includes(groupId)));

/** Whether `reader` may read `item` now. */
export function mayRead(item: ReadableItem, reader: Reader): boolean {
  if (reader?.staff) return true;
  if (item.groupId !== null) {
    if (!reader?.groups.includes(item.groupId)) return false;
    if (reader.moderates.includes(item.groupId)) return true;
  }
  if (item.visibility === "visible") return true;
  if (!reader) return false;
  return item.visibility !== "removed" && item.authorId === reader.id;
}

/** Whether `reader` may touch `item` (like it, answer it, report it, accept it): it is visible where they read. */
export const mayTouch = (item: ReadableItem, reader: Reader): boolean =>
  item.visibility === "visible" && mayRead({ ...item, visibility: "visible" }, reader);

/** A table, or an alias of one (a comment's thread): only these three columns are read. */
type ItemColumns = { visibility: AnyPgColumn; authorId: AnyPgColumn; groupId: AnyPgColumn };

/**
 * What everyone may read, a visitor included: visible and in no group. The database's triggers count the
 * same items (a member's posts and comments, the forum's total, the lists) with its SQL twin,
 * `readable_by_everyone(row)` (migrations 0032, 0033): the two change together.
 */
export const readableByEveryone = (table: ItemColumns): SQL =>
  and(eq(table.visibility, "visible"), isNull(table.groupId))!;

/**
 * Any member in no private group and no moderator, as a prepared statement reads for them (ADR 0073): their
 * reads all have one shape, whose only value of theirs is their id, the placeholder `readerId`.
 */
export type PlainMember = { id: Placeholder<"readerId">; staff: false; groups: readonly []; moderates: readonly [] };
export const ANY_PLAIN_MEMBER: PlainMember = {
  id: sql.placeholder("readerId"),
  staff: false,
  groups: [],
  moderates: [],
};

/** Whether `reader` reads as ANY_PLAIN_MEMBER does, with their id for `readerId`. */
export const isPlainMember = (reader: Reader): reader is NonNullable<Reader> =>
  reader !== null && !reader.staff && reader.groups.length === 0 && reader.moderates.length === 0;

/** The rows in the public forum or in one of the reader's groups. */
function inReadersSpace(table: ItemColumns, reader: NonNullable<Reader> | PlainMember): SQL {
  if (reader.groups.length === 0) return isNull(table.groupId);
  return or(isNull(table.groupId), inArray(table.groupId, [...reader.groups]))!;
}

/** `mayRead` as a WHERE clause of a query builder's query; undefined (no condition) for a moderator. */
export function readableBy(table: ItemColumns, reader: Reader | PlainMember): SQL | undefined {
  if (reader?.staff) return undefined;
  if (!reader) return readableByEveryone(table);
  return or(
    and(
      inReadersSpace(table, reader),
      or(
        eq(table.visibility, "visible"),
        and(inArray(table.visibility, ["hidden", "pending"]), eq(table.authorId, reader.id)),
      ),
    ),
    reader.moderates.length > 0 ? inArray(table.groupId, [...reader.moderates]) : undefined,
  );
}

/** `mayTouch` as a WHERE clause: visible, where the reader reads. */
export function touchableBy(table: ItemColumns, reader: Reader): SQL {
  if (!reader) return readableByEveryone(table);
  const visible = eq(table.visibility, "visible");
  return reader.staff ? visible : and(visible, inReadersSpace(table, reader))!;
}

/**
 * Still shown where it is (the public forum or its group): a state, which a moderation that changes it
 * asks (enough reports hide what is shown), not a question of who reads.
 */
export const shownWhereItIs = (table: ItemColumns): SQL => eq(table.visibility, "visible");

/** A list of ids as SQL's `(…)`, for `IN`; never empty (callers skip an empty list). */
const idList = (ids: readonly string[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * `mayRead` in a query written as SQL, on the posts or comments row named `alias`. A row a LEFT JOIN did
 * not find reads as NULL (no one reads it), and as false to a moderator.
 */
export function readableInSql(alias: string, reader: Reader): SQL {
  const item = sql.raw(alias);
  if (reader?.staff) return sql`${item}.id IS NOT NULL`;
  const everyone = sql`(${item}.visibility = 'visible' AND ${item}.group_id IS NULL)`;
  if (!reader) return everyone;
  const space =
    reader.groups.length === 0
      ? sql`${item}.group_id IS NULL`
      : sql`(${item}.group_id IS NULL OR ${item}.group_id IN ${idList(reader.groups)})`;
  const moderated = reader.moderates.length === 0 ? sql`false` : sql`${item}.group_id IN ${idList(reader.moderates)}`;
  return sql`((${space} AND (${item}.visibility = 'visible'
    OR (${item}.visibility IN ('hidden', 'pending') AND ${item}.author_id = ${reader.id}))) OR ${moderated})`;
}

/**
 * What a search, similar questions or a feed may list, as SQL on the posts row named `alias`: with `groupId` null,
 * what everyone may read (one answer for every reader, so it may be kept); with a group, its visible posts,
 * for a reader who reads that group, and nothing for anyone else.
 */
export function findableInSql(alias: string, reader: Reader, groupId: string | null): SQL {
  if (groupId === null) return readableInSql(alias, null);
  if (!readsGroup(reader, groupId)) return sql`false`;
  const item = sql.raw(alias);
  return sql`(${item}.visibility = 'visible' AND ${item}.group_id = ${groupId})`;
}

/** `mayTouch` in a query written as SQL, on the posts or comments row named `alias`. */
export function touchableInSql(alias: string, reader: Reader): SQL {
  const item = sql.raw(alias);
  const visible = sql`${item}.visibility = 'visible'`;
  if (reader?.staff) return visible;
  if (!reader || reader.groups.length === 0) return sql`(${visible} AND ${item}.group_id IS NULL)`;
  return sql`(${visible} AND (${item}.group_id IS NULL OR ${item}.group_id IN ${idList(reader.groups)}))`;
}

/**
 * Whether the member whose id is `memberId` (an SQL expression: a notification's `n.user_id`) may read the
 * title of the post in `alias`: they are a moderator; or the post is public or in a group they are still
 * in, and they may read it or wrote it (they are told what became of it).
 */
export function titleKeptBy(alias: string, memberId: SQL): SQL {
  const item = sql.raw(alias);
  return sql`(EXISTS (SELECT 1 FROM users staff WHERE staff.id = ${memberId} AND staff.role <> 'member')
    OR ((${item}.visibility = 'visible' OR ${item}.author_id = ${memberId})
      AND (${item}.group_id IS NULL OR EXISTS (SELECT 1 FROM group_members gm
        WHERE gm.group_id = ${item}.group_id AND gm.user_id = ${memberId}))))`;
}

/**
 * Whether the member whose id is `memberId` (an SQL expression) reads in the space of the post `postId`:
 * it is in the public forum, or in a group they are in. Nobody outside a group is told of anything in it
 * (a mention, a reply, a like), so a notification or its mail never names a group's activity to them.
 */
export function inSpaceOfPost(postId: string, memberId: SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM posts gp WHERE gp.id = ${postId} AND gp.group_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = gp.group_id AND gm.user_id = ${memberId}))`;
}
