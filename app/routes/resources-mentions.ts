import { data } from "react-router";
import { sql } from "drizzle-orm";
import { MENTION_SUGGESTIONS_MAX } from "@common/notifications";
import type { Route } from "./+types/resources-mentions";
import { profiles } from "../../server/db/schema";

/**
 * The @mention autocomplete's suggestions: at most MENTION_SUGGESTIONS_MAX usernames starting with `q`
 * (1 to 30 username characters), for signed-in members (who write). A range on lower(username), so the
 * username index answers it whatever the number of members.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const q = (new URL(request.url).searchParams.get("q") ?? "").toLowerCase();
  if (!/^[\p{L}\p{N}_.-]{1,30}$/u.test(q))
    return data({ usernames: [] as string[] }, { status: q ? 400 : 200, headers });
  if (!(await context.viewer())) return data({ usernames: [] as string[] }, { status: 401, headers });
  const rows = await context.database.db
    .select({ username: profiles.username })
    .from(profiles)
    .where(sql`lower(${profiles.username}) >= ${q} AND lower(${profiles.username}) < ${`${q}\u{10FFFF}`}`)
    .orderBy(sql`lower(${profiles.username})`)
    .limit(MENTION_SUGGESTIONS_MAX);
  return data({ usernames: rows.map((row) => row.username!).filter(Boolean) }, { headers });
}
