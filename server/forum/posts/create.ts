import { DRAFT_KEYS } from "../../../common/drafts";
import type { PostView } from "../../../common/forum";
import type { NewPostInput } from "../../../common/forum-schemas";
import { containsLink, MODERATION_MESSAGES } from "../../../common/moderation";
import { posts } from "../../db/schema";
import { authorReaderOf } from "../../identity";
import { notifyNewPost, watchOnWrite } from "../../notifications/fan-out";
import type { UseCase } from "../../use-case";
import { dropDraft } from "../drafts/drop";
import { floodCheck } from "../limits";
import { assertRenderableBody } from "../markdown";
import { getPost } from "./read";
import { AppError } from "../../app-error";
import { m } from "../../../common/i18n";
import { requireGroup, standingIn } from "../../groups/read";
import { requireTopicOf } from "../../groups/topics";

/**
 * A member's new post, in the public forum or in a private group they are in (`groupSlug`, issue #47),
 * there under one of the group's own topics if they chose one (`groupTopicId`). A
 * new member's post with a link waits for a moderator (issue #15: new links are queued); its author sees
 * it, marked as waiting. The new post's draft is done with.
 */
export const createPost: UseCase<NewPostInput & { groupSlug?: string; groupTopicId?: string }, PostView> = async (
  { db, actor },
  input,
) => {
  const authorId = actor.id;
  assertRenderableBody(input.content);
  const group = input.groupSlug ? await requireGroup(db, input.groupSlug) : null;
  if (group && !standingIn(group, actor).member) throw new AppError(403, m.groups_not_member(), "FORBIDDEN");
  // One of its group's own topics, or none (ADR 0063); a topic of another group, or none in the public forum, is refused.
  if (input.groupTopicId && !group) throw new AppError(400, m.groups_topic_unknown(), "INVALID", "groupTopic");
  const topic = group && input.groupTopicId ? await requireTopicOf(db, group, input.groupTopicId) : null;
  await floodCheck(db, "post", actor);
  const pending = actor.isNewMember && containsLink(`${input.title} ${input.content}`);
  // The post, its author watching it and the members it mentions (once it is visible): one transaction.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(posts)
      .values({
        title: input.title,
        content: input.content,
        category: input.category,
        authorId,
        groupId: group?.id ?? null,
        groupTopicId: topic?.id ?? null,
        ...(pending ? { visibility: "pending", moderationReason: MODERATION_MESSAGES.pending } : {}),
      })
      .returning({ id: posts.id });
    await watchOnWrite(tx, authorId, inserted!.id);
    await dropDraft(tx, authorId, group ? DRAFT_KEYS.newGroupPost(group.id) : DRAFT_KEYS.newPost());
    if (!pending) await notifyNewPost(tx, { id: inserted!.id, authorId, text: `${input.title}\n${input.content}` });
    return inserted;
  });
  return (await getPost(db, row!.id, authorReaderOf(actor)))!;
};
