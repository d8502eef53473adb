import { and, eq } from "drizzle-orm";
import type { WatchLevel } from "../../common/notifications";
import { notFound } from "../app-error";
import { posts, watches } from "../db/schema";
import { isUuid } from "../ids";
import type { UseCase } from "../use-case";

/** Watch, mute or back to normal on a post the member can see. */
export const setWatch: UseCase<{ postId: string; level: WatchLevel }, void> = async (
  { db, actor },
  { postId, level },
) => {
  const userId = actor.id;
  if (!isUuid(postId)) throw notFound("post");
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.visibility, "visible")));
  if (!post) throw notFound("post");
  await db
    .insert(watches)
    .values({ userId, postId, level })
    .onConflictDoUpdate({ target: [watches.userId, watches.postId], set: { level } });
};
