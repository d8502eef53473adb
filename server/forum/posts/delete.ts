import { and, eq } from "drizzle-orm";
import { posts } from "../../db/schema";
import type { UseCase } from "../../use-case";
import { requirePostAuthor } from "./own";

/** The author deletes their post, its comments and likes with it. */
export const deletePost: UseCase<{ postId: string }, void> = async ({ db, actor }, { postId }) => {
  await requirePostAuthor(db, actor, postId);
  await db.delete(posts).where(and(eq(posts.id, postId), eq(posts.authorId, actor.id)));
};
