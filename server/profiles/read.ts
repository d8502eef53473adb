import { and, desc, eq, sql } from "drizzle-orm";
import { RECENT_ITEMS, type ProfileView, type RecentComment, type RecentPost } from "../../common/profile";
import type { Db } from "../db/database";
import { avatars, comments, postCounters, posts, profiles } from "../db/schema";
import type { Reader } from "../identity";
import { isUuid } from "../ids";
import { readableBy } from "../read-policy";

const iso = (value: Date | string) => new Date(value).toISOString();

export async function getProfile(db: Db, id: string): Promise<ProfileView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      karmaPoints: profiles.karmaPoints,
      postsCount: profiles.postsCount,
      commentsCount: profiles.commentsCount,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ? { ...row, createdAt: iso(row.createdAt) } : null;
}

/**
 * What a member's recent items show: to visitors, only what everyone can see; to the member themselves
 * (and moderators), their hidden and waiting items too. Deleted-by-a-moderator items show to nobody here.
 */
export type Audience = "public" | "owner";
/** Whom the list is read as: a visitor, or the member themselves (as moderators read it too). */
const readAs = (authorId: string, audience: Audience): Reader =>
  // Their items in the public forum: a profile lists none of a private group's, to anyone.
  audience === "public" ? null : { id: authorId, staff: false, groups: [], moderates: [] };

export async function recentPosts(
  db: Db,
  authorId: string,
  audience: Audience,
  limit = RECENT_ITEMS,
): Promise<RecentPost[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      category: posts.category,
      createdAt: posts.createdAt,
      commentsCount: postCounters.commentsCount,
      likesCount: postCounters.likesCount,
      solved: sql<boolean>`${posts.acceptedCommentId} is not null`,
    })
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .where(and(eq(posts.authorId, authorId), readableBy(posts, readAs(authorId, audience))))
    .orderBy(desc(posts.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), solved: Boolean(row.solved) }));
}

export async function recentComments(
  db: Db,
  authorId: string,
  audience: Audience,
  limit = RECENT_ITEMS,
): Promise<RecentComment[]> {
  const rows = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      postId: comments.postId,
      postTitle: posts.title,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.authorId, authorId),
        readableBy(comments, readAs(authorId, audience)),
        // Another member's hidden post is not theirs to see, even with their comment on it.
        readableBy(posts, readAs(authorId, audience)),
      ),
    )
    .orderBy(desc(comments.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Likes on the user's posts and comments, their own included. */
export async function likesReceived(db: Db, memberId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM likes WHERE content_author_id = ${memberId}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function getAvatar(db: Db, memberId: string): Promise<Buffer | null> {
  if (!isUuid(memberId)) return null;
  const [row] = await db.select({ image: avatars.image }).from(avatars).where(eq(avatars.userId, memberId));
  return row?.image ?? null;
}

/**
 * The @mention autocomplete's suggestions: at most `limit` usernames starting with `prefix` (lower case),
 * a range on lower(username), so the username index answers it whatever the number of members.
 */
export async function usernamesStartingWith(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(sql`lower(${profiles.username}) >= ${prefix} AND lower(${profiles.username}) < ${`${prefix}\u{10FFFF}`}`)
    .orderBy(sql`lower(${profiles.username})`)
    .limit(limit);
  return rows.map((row) => row.username!).filter(Boolean);
}
