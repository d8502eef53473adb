import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./paths";
import { mayRead, mayTouch } from "./read-policy";

const SERVER = join(PROJECT_ROOT, "server");

/**
 * A query that compares an item's visibility itself: a query builder's `eq(posts.visibility, …)` (or ne,
 * inArray), or SQL's `visibility = '…'`, `<>`, `!=`, `IN (…)`. TypeScript's `===` and `!==` are not
 * queries: a use case deciding what a moderator's action does next reads the state it changes.
 */
const VISIBILITY_IN_A_QUERY =
  /\b(?:eq|ne|inArray|notInArray)\(\s*[\w.]+\.visibility\b|visibility\}?\s*(?:=(?!=)|<>|!=(?!=)|\bIN\s*\(|\bNOT\s+IN\s*\()/;

/** The files that name a visibility in SQL without asking who may read, and why. */
const NOT_A_READ: Record<string, string> = {
  "server/moderation/queue.ts": "the moderation queue, read by moderators only, lists the posts waiting for approval",
  "server/db/schema.ts":
    "the columns' checks, and partial indexes whose predicates are readableByEveryone's SQL (the planner matches them)",
};

function serverSources(folder = SERVER): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : serverSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each line of the server's code that asks for an item's visibility in a query, but the policy's own. */
export function visibilityQueriesOutsideThePolicy(sources: { path: string; text: string }[]) {
  return sources
    .filter(({ path }) => path !== "server/read-policy.ts" && !(path in NOT_A_READ))
    .flatMap(({ path, text }) =>
      text.split("\n").flatMap((line, index) => (VISIBILITY_IN_A_QUERY.test(line) ? [`${path}:${index + 1}`] : [])),
    );
}

describe("the read policy (issue #47, ADR 0057)", () => {
  it("is the only place in server/ that asks a query for an item's visibility", () => {
    const sources = serverSources().map((path) => ({
      path: relative(PROJECT_ROOT, path),
      text: readFileSync(path, "utf8"),
    }));
    expect(sources.length).toBeGreaterThan(100);
    expect(visibilityQueriesOutsideThePolicy(sources)).toEqual([]);
  });

  it("finds every shape of the rule written by hand", () => {
    const written = [
      'where(and(eq(posts.id, id), eq(posts.visibility, "visible")))',
      'ne(table.visibility, "removed")',
      'inArray(comments.visibility, ["hidden", "pending"])',
      "WHERE p.visibility = 'visible'",
      "sql`${posts.visibility} = 'visible'`",
      "AND c.visibility <> 'removed'",
      "visibility IN ('hidden', 'pending')",
    ];
    const found = visibilityQueriesOutsideThePolicy(written.map((text, i) => ({ path: `server/x${i}.ts`, text })));
    expect(found).toHaveLength(written.length);
    const notQueries = [
      'if (item.visibility === "visible") return null;',
      'if (item.visibility !== "hidden") throw conflict;',
      'set({ visibility: "hidden" })',
      "visibility: posts.visibility,",
    ];
    expect(visibilityQueriesOutsideThePolicy(notQueries.map((text) => ({ path: "server/y.ts", text })))).toEqual([]);
  });

  it("lets a visitor read what is visible, an author their hidden and waiting items, a moderator all", () => {
    const author = { id: "a", staff: false, groups: [], moderates: [] };
    const member = { id: "m", staff: false, groups: [], moderates: [] };
    const moderator = { id: "s", staff: true, groups: [], moderates: [] };
    const answers = (["visible", "pending", "hidden", "removed"] as const).map((visibility) =>
      [null, member, author, moderator].map((reader) => mayRead({ visibility, authorId: "a", groupId: null }, reader)),
    );
    expect(answers).toEqual([
      [true, true, true, true],
      [false, false, true, true],
      [false, false, true, true],
      [false, false, false, true],
    ]);
    // Without its author, an item is read as anyone else's.
    expect(mayRead({ visibility: "hidden", groupId: null }, author)).toBe(false);
  });

  it("lets a private group's items be read by its members only, and all of them by its moderators (ADR 0061)", () => {
    const outsider = { id: "o", staff: false, groups: ["other"], moderates: ["other"] };
    const author = { id: "a", staff: false, groups: ["g"], moderates: [] };
    const member = { id: "m", staff: false, groups: ["g"], moderates: [] };
    const groupModerator = { id: "gm", staff: false, groups: ["g"], moderates: ["g"] };
    const moderator = { id: "s", staff: true, groups: [], moderates: [] };
    const readers = [null, outsider, member, author, groupModerator, moderator];
    const answers = (["visible", "pending", "hidden", "removed"] as const).map((visibility) =>
      readers.map((reader) => mayRead({ visibility, authorId: "a", groupId: "g" }, reader)),
    );
    expect(answers).toEqual([
      [false, false, true, true, true, true],
      [false, false, false, true, true, true],
      [false, false, false, true, true, true],
      [false, false, false, false, true, true],
    ]);
    // An author who left the group reads none of it, their own items included.
    expect(mayRead({ visibility: "visible", authorId: "a", groupId: "g" }, { ...author, groups: [] })).toBe(false);
    // Touching (a like, a reply, a report) needs the item visible where the reader reads.
    expect(mayTouch({ visibility: "visible", groupId: "g" }, member)).toBe(true);
    expect(mayTouch({ visibility: "visible", groupId: "g" }, outsider)).toBe(false);
    expect(mayTouch({ visibility: "hidden", authorId: "a", groupId: "g" }, author)).toBe(false);
    expect(mayTouch({ visibility: "visible", groupId: null }, null)).toBe(true);
  });
});
