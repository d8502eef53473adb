import { data, redirect } from "react-router";
import { sql } from "drizzle-orm";
import type { Route } from "./+types/user-by-name";
import { profiles } from "../../server/db/schema";

/** `/u/:username` (where an @mention links): the member's profile, found by username in any case. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const username = params.username.slice(0, 30);
  const [row] = await context.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`);
  if (!row) throw data(null, { status: 404 });
  return redirect(`/profile/${row.id}`);
}
