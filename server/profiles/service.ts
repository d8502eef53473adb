import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  AVATAR_MAX_BYTES,
  imageKind,
  PROFILE_MESSAGES,
  RECENT_ITEMS,
  type ProfileUpdate,
  type ProfileView,
  type RecentComment,
  type RecentPost,
} from "../../common/profile";
import type { Db } from "../db/database";
import { avatars, comments, postCounters, posts, profiles } from "../db/schema";
import { AppError } from "../app-error";
import { enforceRateLimit } from "../rate-limit";
import { usernameRefusal } from "./usernames";

export const AVATAR_SIZE = 256;
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
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
const shownTo = (table: typeof posts | typeof comments, audience: Audience) =>
  audience === "public" ? eq(table.visibility, "visible") : ne(table.visibility, "removed");

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
    })
    .from(posts)
    .innerJoin(postCounters, eq(postCounters.postId, posts.id))
    .where(and(eq(posts.authorId, authorId), shownTo(posts, audience)))
    .orderBy(desc(posts.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
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
        shownTo(comments, audience),
        // Another member's hidden post is not theirs to see, even with their comment on it.
        or(eq(posts.visibility, "visible"), and(eq(posts.authorId, authorId), shownTo(posts, audience))),
      ),
    )
    .orderBy(desc(comments.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Likes on the user's posts and comments, their own included. */
export async function likesReceived(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM likes WHERE content_author_id = ${userId}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Profile saves (each one changes names and avatars on every open page): a generous cap per member. */
export const PROFILE_SAVE_LIMIT = { max: 20, windowSeconds: 60 * 60 };

/**
 * Decoding is refused past this many pixels, before the image is decompressed: a small file can hold a
 * huge image (a "decompression bomb"). 25 megapixels takes the photos phone cameras save by default
 * (12 and 24 MP).
 */
const AVATAR_MAX_PIXELS = 25_000_000;

const avatarRefusal = (status: 400 | 413, message: string) =>
  new AppError(status, message, status === 413 ? "AVATAR_TOO_LARGE" : "AVATAR_TYPE", "avatar");

/**
 * Checks an image by its bytes (PNG, JPEG or GIF, at most 5 MB) and re-encodes it as a small square WebP,
 * which drops all metadata (EXIF, GPS, comments). A refusal is about the `avatar` field.
 */
async function encodeAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw avatarRefusal(413, PROFILE_MESSAGES.avatarTooLarge);
  if (!imageKind(bytes)) throw avatarRefusal(400, PROFILE_MESSAGES.avatarType);
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw avatarRefusal(413, PROFILE_MESSAGES.avatarTooManyPixels);
    }
    throw avatarRefusal(400, PROFILE_MESSAGES.avatarType);
  }
}

const isUniqueViolation = (error: unknown) =>
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === "23505";

/**
 * Saves username, bio and, when one is given, a new avatar: the owner's alone (spec section 5), within
 * the save limit. The image is checked and encoded first, then everything is written in one transaction,
 * so a refused image or a taken username leaves the profile as it was.
 */
export async function saveProfile(
  db: Db,
  actorId: string,
  profileId: string,
  input: ProfileUpdate,
  avatarBytes: Uint8Array | null,
): Promise<void> {
  if (actorId !== profileId) throw new AppError(403, PROFILE_MESSAGES.notOwner, "FORBIDDEN");
  const image = avatarBytes ? await encodeAvatar(avatarBytes) : null;
  await enforceRateLimit(db, `profile:save:${actorId}`, PROFILE_SAVE_LIMIT, "save your profile again");
  const refusal = await usernameRefusal(db, input.username, profileId);
  if (refusal) throw refusal;
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const avatarUrl = image ? `/storage/avatars/${profileId}/avatar.webp?t=${now.getTime()}` : undefined;
      if (image) {
        await tx
          .insert(avatars)
          .values({ userId: profileId, image, updatedAt: now })
          .onConflictDoUpdate({ target: avatars.userId, set: { image, updatedAt: now } });
      }
      await tx
        .update(profiles)
        .set({ username: input.username, bio: input.bio || null, updatedAt: now, ...(avatarUrl ? { avatarUrl } : {}) })
        .where(eq(profiles.id, profileId));
    });
  } catch (error) {
    // Two members choosing the same name at the same moment: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError(409, PROFILE_MESSAGES.usernameTaken, "USERNAME_TAKEN", "username");
    }
    throw error;
  }
}

export async function getAvatar(db: Db, userId: string): Promise<Buffer | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db.select({ image: avatars.image }).from(avatars).where(eq(avatars.userId, userId));
  return row?.image ?? null;
}
