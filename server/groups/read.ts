import { and, asc, desc, eq, sql } from "drizzle-orm";
import { m } from "../../common/i18n";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import {
  groupJoinRequests,
  groupMembers,
  groups,
  groupTopics,
  postCounters,
  posts,
  profiles,
  users,
} from "../db/schema";
import type { Viewer } from "../identity";
import { readerOf } from "../identity";
import { readableBy, readsGroup } from "../read-policy";
import { iso } from "../forum/views";

/** A group's questions on one page of its page. */
export const GROUP_POSTS_PAGE_SIZE = 20;
/** The requests a group moderator sees at once, oldest first: a moderator answers them before more show. */
export const GROUP_REQUESTS_SHOWN = 50;
/** A slug as the groups table allows it (its check constraint). */
export const GROUP_SLUG = /^[a-z0-9][a-z0-9-]{1,47}$/;

export interface Group {
  id: string;
  slug: string;
  name: string;
  description: string;
  emailDomain: string | null;
  inviteToken: string;
}

export const groupNotFound = () => new AppError(404, m.groups_not_found(), "NOT_FOUND");

/** The group at /groups/<slug>, or the group's 404. */
export async function requireGroup(db: Db, slug: string): Promise<Group> {
  if (!GROUP_SLUG.test(slug)) throw groupNotFound();
  const [group] = await db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      description: groups.description,
      emailDomain: groups.emailDomain,
      inviteToken: groups.inviteToken,
    })
    .from(groups)
    .where(eq(groups.slug, slug));
  if (!group) throw groupNotFound();
  return group;
}

/**
 * The group at /groups/<slug> and its reader, for a viewer who reads it (a member, or the site's staff);
 * the group's 404 for anyone else, so that nobody learns more of a group than its page tells them.
 */
export async function requireReadableGroup(db: Db, slug: string, viewer: Viewer | null) {
  const group = await requireGroup(db, slug);
  const reader = readerOf(viewer);
  if (!readsGroup(reader, group.id)) throw groupNotFound();
  return { id: group.id, reader };
}

/** How the viewer stands with a group: in it (and moderating it), asking, or outside. */
export function standingIn(group: Pick<Group, "id">, viewer: Viewer | null) {
  const membership = viewer?.groups.find((own) => own.groupId === group.id);
  return { member: Boolean(membership), moderator: Boolean(membership?.moderator) };
}

/** Whether the member's confirmed account address is at the group's domain: they join with one click. */
export async function hasAddressAt(db: Db, group: Pick<Group, "emailDomain">, viewer: Viewer): Promise<boolean> {
  if (!group.emailDomain) return false;
  const [row] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, viewer.id));
  return Boolean(row?.emailVerified) && viewer.email.toLowerCase().endsWith(`@${group.emailDomain}`);
}

export async function hasAskedToJoin(db: Db, group: Pick<Group, "id">, viewer: Viewer): Promise<boolean> {
  const [row] = await db
    .select({ at: groupJoinRequests.createdAt })
    .from(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, viewer.id)));
  return Boolean(row);
}

/**
 * One page of the group's questions, newest first, as the reader may read them (its members only); with
 * `topicId`, those of one of its topics (server/groups/topics.ts).
 */
export async function groupPosts(
  db: Db,
  group: Pick<Group, "id">,
  viewer: Viewer,
  page: number,
  topicId: string | null = null,
) {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      createdAt: posts.createdAt,
      authorUsername: profiles.username,
      commentsCount: postCounters.commentsCount,
      solved: sql<boolean>`${posts.acceptedCommentId} IS NOT NULL`,
      topicId: posts.groupTopicId,
    })
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .leftJoin(profiles, eq(profiles.id, posts.authorId))
    .where(
      and(
        eq(posts.groupId, group.id),
        topicId ? eq(posts.groupTopicId, topicId) : undefined,
        readableBy(posts, readerOf(viewer)),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(GROUP_POSTS_PAGE_SIZE + 1)
    .offset((page - 1) * GROUP_POSTS_PAGE_SIZE);
  return {
    posts: rows
      .slice(0, GROUP_POSTS_PAGE_SIZE)
      .map((row) => ({ ...row, createdAt: iso(row.createdAt), solved: Boolean(row.solved) })),
    hasMore: rows.length > GROUP_POSTS_PAGE_SIZE,
  };
}

/** Who asks to join, oldest first (for its moderators). */
export async function joinRequests(db: Db, group: Pick<Group, "id">) {
  const rows = await db
    .select({ userId: groupJoinRequests.userId, username: profiles.username, createdAt: groupJoinRequests.createdAt })
    .from(groupJoinRequests)
    .leftJoin(profiles, eq(profiles.id, groupJoinRequests.userId))
    .where(eq(groupJoinRequests.groupId, group.id))
    .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.userId))
    .limit(GROUP_REQUESTS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** The groups the member is in, by name. */
export async function groupsOf(db: Db, viewer: Viewer) {
  return db
    .select({ slug: groups.slug, name: groups.name, description: groups.description, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, viewer.id))
    .orderBy(asc(groups.name));
}

/**
 * The group a post was asked in, its address and the group's topic it is filed under, for the post's page
 * (read only for a post in a group).
 */
export async function groupLabel(db: Db, postId: string) {
  const [row] = await db
    .select({ slug: groups.slug, name: groups.name, topicId: groupTopics.id, topicName: groupTopics.name })
    .from(posts)
    .innerJoin(groups, eq(groups.id, posts.groupId))
    .leftJoin(groupTopics, eq(groupTopics.id, posts.groupTopicId))
    .where(eq(posts.id, postId));
  if (!row) return null;
  const topic = row.topicId && row.topicName ? { id: row.topicId, name: row.topicName } : null;
  return { slug: row.slug, name: row.name, topic };
}
