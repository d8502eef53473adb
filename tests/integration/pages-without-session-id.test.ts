import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGroup, setGroupRole } from "../../server/groups/create";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * A signed-in member's pages carry the part of them a browser may see (publicViewer), never the whole
 * Viewer the server reads: not their session's id, nor the ids of their private groups. Only the settings
 * page names sessions, each by its id, to sign it out.
 */

let t: TestApp;
let member: TestBrowser;
let sessionId = "";
let groupId = "";

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, "sorcha@example.com");
  ({ id: groupId } = await createGroup(t.database.db, { slug: "session-test-group", name: "A group" }));
  await setGroupRole(t.database.db, "session-test-group", "sorcha@example.com", "member");
  const [row] = (
    await t.database.db.execute(
      sql`SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'sorcha@example.com'`,
    )
  ).rows;
  sessionId = String(row!.id);
});
afterAll(async () => {
  await t?.close();
});

describe("a member's pages", () => {
  it.each(["/dashboard", "/notifications", "/groups", "/start", "/community/forum", "/"])(
    "%s names neither the member's session nor their groups' ids",
    async (path) => {
      for (const address of [path, `${path === "/" ? "/_root" : path}.data`]) {
        const response = await member.request(address);
        expect(response.status, address).toBe(200);
        const body = await response.text();
        expect(body, address).not.toContain(sessionId);
        expect(body, address).not.toContain(groupId);
      }
    },
  );
});
