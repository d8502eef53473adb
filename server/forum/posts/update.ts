import { and, eq } from "drizzle-orm";
import { DRAFT_KEYS } from "../../../common/drafts";
import type { PostView } from "../../../common/forum";
import type { NewPostInput } from "../../../common/forum-schemas";
import { containsLink, MODERATION_MESSAGES } from "../../../common/moderation";
import { posts } from "../../db/schema";
import { authorReaderOf } from "../../identity";
import { notifyNewPost } from "../../notifications/fan-out";
import type { UseCase } from "../../use-case";
import { dropDraft } from "../drafts/drop";
import { floodCheck } from "../limits";
import { assertRenderableBody } from "../markdown";
import { nameEditor } from "../revisions/editor";
import { requirePostAuthor } from "./own";
import { getPost } from "./read";

/**
 * The author edits their post. An edit that adds a link to a new member's visible post sends it to the
 * queue, as a new post would. Its draft is done with.
 */
export const updatePost: UseCase<NewPostInput & { postId: string }, PostView> = async (
  { db, actor, now, config },
  input,
) => {
  const authorId = actor.id;
  const { postId } = input;
  const { visibility, title, content, createdAt } = await requirePostAuthor(db, actor, postId);
  assertRenderableBody(input.content);
  await floodCheck(db, "edit", actor);
  const queue = visibility === "visible" && actor.isNewMember && containsLink(`${input.title} ${input.content}`);
  await db.transaction(async (tx) => {
    await nameEditor(tx, authorId, { createdAt, now, graceSeconds: config.EDIT_GRACE_SECONDS });
    await tx
      .update(posts)
      .set({
        title: input.title,
        content: input.content,
        category: input.category,
        updatedAt: now,
        ...(queue ? { visibility: "pending", moderationReason: MODERATION_MESSAGES.pending } : {}),
      })
      .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)));
    await dropDraft(tx, authorId, DRAFT_KEYS.editPost(postId));
    // Members the edit newly mentions are told now; those of a waiting post when a moderator approves it.
    if (visibility === "visible" && !queue) {
      await notifyNewPost(tx, {
        id: postId,
        authorId,
        text: `${input.title}\n${input.content}`,
        before: `${title}\n${content}`,
      });
    }
  });
  return (await getPost(db, postId, authorReaderOf(actor)))!;
};
