import { eq } from "drizzle-orm";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/database";
import { profiles } from "../db/schema";
import type { CurrentUser } from "../../common/auth";

export async function getCurrentUser(auth: Auth, db: Db, headers: Headers): Promise<CurrentUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const [profile] = await db
    .select({ username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, session.user.id));
  return {
    id: session.user.id,
    email: session.user.email,
    username: profile?.username ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
  };
}
