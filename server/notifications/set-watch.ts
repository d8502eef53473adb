import type { WatchLevel } from "../../common/notifications";
import { watches } from "../db/schema";
import { requireVisiblePost } from "../forum/posts/read";
import { readerOf } from "../identity";
import type { UseCase } from "../use-case";

/** Watch, mute or back to normal on a post the member can see. */
export const setWatch: UseCase<{ postId: string; level: WatchLevel }, void> = async (
  { db, actor },
  { postId, level },
) => {
  await requireVisiblePost(db, postId, readerOf(actor));
  await db
    .insert(watches)
    .values({ userId: actor.id, postId, level })
    .onConflictDoUpdate({ target: [watches.userId, watches.postId], set: { level } });
};
