import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Visibility } from "../common/moderation";
import type { Reader } from "./identity";

/**
 * Who may read a post or a comment: the one rule (issue #47, ADR 0057), asked in TypeScript or as SQL by
 * every read, count and write of the server. No other file of `server/` compares an item's visibility
 * in a query (`read-policy.test.ts` refuses one).
 *
 * - Everyone, a visitor included, reads what is visible. Only that may be in a shared cache, a feed, the
 *   sitemap, search, similar questions, or touched by another member (a like, a reply, a report).
 * - Its author also reads it while it is hidden or waits for approval, not once a moderator removed it.
 * - Moderators read everything.
 * - Its author keeps its title whatever became of it: they are told what did (`titleKeptBy`).
 *
 * A comment is read only where its post is, and a reply where its thread is: callers ask for each.
 */
export type ReadableItem = { visibility: Visibility; authorId?: string | null };

/** Whether `reader` may read `item` now. */
export function mayRead(item: ReadableItem, reader: Reader): boolean {
  if (item.visibility === "visible") return true;
  if (!reader) return false;
  if (reader.staff) return true;
  return item.visibility !== "removed" && item.authorId === reader.id;
}

/** A table, or an alias of one (a comment's thread): only these two columns are read. */
type ItemColumns = { visibility: AnyPgColumn; authorId: AnyPgColumn };

/**
 * What everyone may read, a visitor included. The database's triggers count the same items (a post's
 * comments, a member's posts, the forum's total, the lists) with its SQL twin, `readable_by_everyone(row)`
 * (migration 0032): the two change together.
 */
export const readableByEveryone = (table: ItemColumns): SQL => eq(table.visibility, "visible");

/** `mayRead` as a WHERE clause of a query builder's query; undefined (no condition) for a moderator. */
export function readableBy(table: ItemColumns, reader: Reader): SQL | undefined {
  if (reader?.staff) return undefined;
  if (!reader) return readableByEveryone(table);
  return or(
    readableByEveryone(table),
    and(inArray(table.visibility, ["hidden", "pending"]), eq(table.authorId, reader.id)),
  );
}

/**
 * `mayRead` in a query written as SQL, on the posts or comments row named `alias`. A row a LEFT JOIN did
 * not find reads as NULL (no one reads it), and as false to a moderator.
 */
export function readableInSql(alias: string, reader: Reader): SQL {
  const item = sql.raw(alias);
  if (reader?.staff) return sql`${item}.id IS NOT NULL`;
  const everyone = sql`${item}.visibility = 'visible'`;
  if (!reader) return everyone;
  return sql`(${everyone} OR (${item}.visibility IN ('hidden', 'pending') AND ${item}.author_id = ${reader.id}))`;
}

/**
 * Whether the member whose id is `memberId` (an SQL expression: a notification's `n.user_id`) may read the
 * title of the post in `alias`: they may read the post, or they wrote it (they are told what became of it),
 * or they are a moderator.
 */
export function titleKeptBy(alias: string, memberId: SQL): SQL {
  const item = sql.raw(alias);
  return sql`(${item}.visibility = 'visible' OR ${item}.author_id = ${memberId}
    OR EXISTS (SELECT 1 FROM users staff WHERE staff.id = ${memberId} AND staff.role <> 'member'))`;
}
