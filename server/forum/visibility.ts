import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Visibility } from "../../common/moderation";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { comments, posts } from "../db/schema";
import type { Reader } from "../identity";

/**
 * Who sees an item that is not visible: its author (hidden, or waiting for approval) and moderators (all).
 * Every read and every write on a post or comment goes through this or the same rule in SQL.
 */
export function canSee(item: { visibility: Visibility; authorId: string | null | undefined }, reader: Reader) {
  if (item.visibility === "visible") return true;
  if (!reader) return false;
  if (reader.staff) return true;
  return item.visibility !== "removed" && item.authorId === reader.id;
}

export const isVisible = (table: typeof posts | typeof comments) => eq(table.visibility, "visible");

/** The same rule as a WHERE clause on a table with visibility and author_id. */
export function visibleTo(
  // A table, or an alias of one (a comment's parent): only these two columns are read.
  table: { visibility: AnyPgColumn; authorId: AnyPgColumn },
  reader: Reader,
): SQL | undefined {
  if (reader?.staff) return undefined;
  const visible = eq(table.visibility, "visible");
  if (!reader) return visible;
  return or(visible, and(inArray(table.visibility, ["hidden", "pending"]), eq(table.authorId, reader.id)));
}
