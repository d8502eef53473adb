import { getTableName, is } from "drizzle-orm";
import { getTableConfig, pgTable, PgTable, text, timestamp, uuid, type PgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema";
import { ALSO_EXPORTED, LEFT_OUT, OWN_ROWS } from "./member-columns";

/**
 * Issue #45 item 8: "Download my data" is tied to the schema. Every column that refers to a member (a
 * foreign key to users.id, or a name like a member's id) is exported or left out on purpose, by name.
 */

/** A column's name as the database has it: `table.column`. */
const nameOf = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;

/** Names that hold a member's id when they hold an id: `user_id`, `author_id`, `edited_by`… */
const MEMBER_LIKE = /(^|_)(user|author|actor|moderator|reporter|member|owner|editor|voter|target)_id$|_by$/;

/**
 * Every column of `tables` that refers to a member: users.id itself, every column of a foreign key to
 * users.id, and every column named like a member's id (which may have no foreign key, as the moderation
 * log's), each with how it was found.
 */
function memberColumns(tables: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const key of config.foreignKeys) {
      const { columns, foreignColumns, foreignTable } = key.reference();
      if (foreignTable !== schema.users) continue;
      expect(foreignColumns.map(nameOf)).toEqual(["users.id"]);
      for (const column of columns) found.set(nameOf(column), "a foreign key to users.id");
    }
    for (const column of config.columns) {
      if (MEMBER_LIKE.test(column.name) && !found.has(nameOf(column))) found.set(nameOf(column), "its name");
    }
  }
  found.set("users.id", "the member");
  return found;
}

const declared = () =>
  new Map<string, string>([
    ...Object.entries(OWN_ROWS).map(([file, column]) => [nameOf(column), `exported in ${file}`] as const),
    ...ALSO_EXPORTED.map(({ column, file }) => [nameOf(column), `exported in ${file}`] as const),
    ...LEFT_OUT.map(({ column, because }) => [nameOf(column), `left out: ${because}`] as const),
  ]);

/** The member columns found in `tables` that the data export neither exports nor leaves out by name. */
const undeclared = (tables: Record<string, unknown>) =>
  [...memberColumns(tables)].filter(([name]) => !declared().has(name)).map(([name, how]) => `${name} (${how})`);

describe("the data export and the schema", () => {
  it("exports or leaves out on purpose every column of the schema that refers to a member", () => {
    expect(memberColumns(schema).size).toBeGreaterThan(25);
    expect(undeclared(schema)).toEqual([]);
  });

  it("fails on a new table with a member's column that the export does not name", () => {
    const pollVotes = pgTable("poll_votes", {
      id: uuid("id").primaryKey(),
      userId: uuid("user_id").references(() => schema.users.id),
      choice: text("choice"),
    });
    const teamMembers = pgTable("team_members", {
      teamId: uuid("team_id"),
      invitedBy: uuid("invited_by"), // a member, without a foreign key
      joinedAt: timestamp("joined_at"),
    });
    expect(undeclared({ ...schema, pollVotes, teamMembers })).toEqual([
      "poll_votes.user_id (a foreign key to users.id)",
      "team_members.invited_by (its name)",
    ]);
  });

  it("names no column twice and none that is not a member's (nothing stale in the lists)", () => {
    const names = [
      ...Object.values(OWN_ROWS).map(nameOf),
      ...ALSO_EXPORTED.map(({ column }) => nameOf(column)),
      ...LEFT_OUT.map(({ column }) => nameOf(column)),
    ];
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const found = memberColumns(schema);
    const stale = LEFT_OUT.filter(({ column, noForeignKey, notAMember }) => {
      const how = found.get(nameOf(column));
      if (notAMember) return how !== "its name"; // a name that only looks like a member's
      if (noForeignKey) return how === "a foreign key to users.id"; // it has one now: no longer needs the flag
      return how === undefined;
    }).map(({ column }) => nameOf(column));
    expect(stale).toEqual([]);
    for (const column of [...Object.values(OWN_ROWS), ...ALSO_EXPORTED.map(({ column }) => column)]) {
      expect(found.has(nameOf(column)), nameOf(column)).toBe(true);
    }
  });
});
