import { eq } from "drizzle-orm";
import { PROFILE_MESSAGES, type ProfileUpdate } from "../../common/profile";
import { AppError } from "../app-error";
import { avatars, profiles } from "../db/schema";
import { enforceRateLimit } from "../rate-limit";
import type { UseCase } from "../use-case";
import { encodeAvatar } from "./avatar-image";
import { usernameRefusal } from "./usernames";

/** Profile saves (each one changes names and avatars on every open page): a generous cap per member. */
export const PROFILE_SAVE_LIMIT = { max: 20, windowSeconds: 60 * 60 };

const isUniqueViolation = (error: unknown) =>
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === "23505";

/**
 * Saves username, bio and, when one is given, a new avatar: the owner's alone (spec section 5), within
 * the save limit. The image is checked and encoded first, then everything is written in one transaction,
 * so a refused image or a taken username leaves the profile as it was.
 */
export const saveProfile: UseCase<ProfileUpdate & { profileId: string; avatarBytes: Uint8Array | null }, void> = async (
  { db, actor, now },
  { profileId, avatarBytes, ...input },
) => {
  const actorId = actor.id;
  if (actorId !== profileId) throw new AppError(403, PROFILE_MESSAGES.notOwner, "FORBIDDEN");
  const image = avatarBytes ? await encodeAvatar(avatarBytes) : null;
  await enforceRateLimit(db, `profile:save:${actorId}`, PROFILE_SAVE_LIMIT, "profile");
  const refusal = await usernameRefusal(db, input.username, profileId);
  if (refusal) throw refusal;
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
};
