import { and, asc, eq, sql } from "drizzle-orm";
import { GROUP_TOPIC_NAME_MAX } from "../../common/groups";
import { m } from "../../common/i18n";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { groupTopics } from "../db/schema";
import { isUuid } from "../ids";
import type { UseCase } from "../use-case";
import { requireGroupModerator } from "./manage";
import { requireGroup, type Group } from "./read";

/**
 * A private group's own topics (issue #47 item 3: "its own categories", ADR 0063). Its moderators name
 * them on the group's page; a member files a question under one when asking it; the group's page lists
 * the questions of one topic. A topic removed leaves its questions in the group, without a topic.
 */

/** A group has at most this many topics: they are its page's filters and the form's choices. */
export const GROUP_TOPICS_MAX = 20;

export interface GroupTopic {
  id: string;
  name: string;
}

/** A group's topics, by name. */
export async function topicsOf(db: Db, group: Pick<Group, "id">): Promise<GroupTopic[]> {
  return db
    .select({ id: groupTopics.id, name: groupTopics.name })
    .from(groupTopics)
    .where(eq(groupTopics.groupId, group.id))
    .orderBy(asc(sql`lower(${groupTopics.name})`), asc(groupTopics.id))
    .limit(GROUP_TOPICS_MAX);
}

const unknownTopic = () => new AppError(400, m.groups_topic_unknown(), "INVALID", "groupTopic");

/** The topic `topicId` of the group, for a question asked in it; a 400 for any other id. */
export async function requireTopicOf(db: Db, group: Pick<Group, "id">, topicId: string): Promise<GroupTopic> {
  if (!isUuid(topicId)) throw unknownTopic();
  const [topic] = await db
    .select({ id: groupTopics.id, name: groupTopics.name })
    .from(groupTopics)
    .where(and(eq(groupTopics.id, topicId), eq(groupTopics.groupId, group.id)));
  if (!topic) throw unknownTopic();
  return topic;
}

/** A group moderator names a new topic: at most GROUP_TOPICS_MAX, each name once whatever its case. */
export const addTopic: UseCase<{ slug: string; name: string }, GroupTopic> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  requireGroupModerator(group, actor);
  const name = input.name.trim().replace(/\s+/g, " ");
  if (!name) throw new AppError(400, m.groups_topic_required(), "INVALID", "topicName");
  if (name.length > GROUP_TOPIC_NAME_MAX) {
    throw new AppError(400, m.groups_topic_too_long({ max: GROUP_TOPIC_NAME_MAX }), "INVALID", "topicName");
  }
  return db.transaction(async (tx) => {
    // One at a time per group, so that two moderators adding at once cannot pass the limit together.
    await tx.execute(sql`SELECT 1 FROM groups WHERE id = ${group.id} FOR UPDATE`);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(groupTopics)
      .where(eq(groupTopics.groupId, group.id))) as [{ count: number }];
    if (count >= GROUP_TOPICS_MAX) {
      throw new AppError(400, m.groups_topics_full({ max: GROUP_TOPICS_MAX }), "INVALID", "topicName");
    }
    const [added] = await tx
      .insert(groupTopics)
      .values({ groupId: group.id, name })
      .onConflictDoNothing()
      .returning({ id: groupTopics.id, name: groupTopics.name });
    if (!added) throw new AppError(400, m.groups_topic_taken(), "INVALID", "topicName");
    return added;
  });
};

/** A group moderator removes a topic: its questions stay in the group, without one (the key sets null). */
export const removeTopic: UseCase<{ slug: string; topicId: string }, Group> = async ({ db, actor }, input) => {
  const group = await requireGroup(db, input.slug);
  requireGroupModerator(group, actor);
  const topic = await requireTopicOf(db, group, input.topicId);
  await db.delete(groupTopics).where(eq(groupTopics.id, topic.id));
  return group;
};
