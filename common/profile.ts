import { m, readWhenShown } from "./i18n";
import { localNumber } from "./plural";
import { z } from "./zod";

/** Spec section 5 (username required, at least 3, trimmed; bio trimmed) plus the profile issue's limits. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const BIO_MAX = 1_000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The profile form's whole body, refused unread past this. Twice the image limit, so that an image a
 * little too large still reaches the form and gets its own message.
 */
export const PROFILE_FORM_MAX_BYTES = 2 * AVATAR_MAX_BYTES;
export const RECENT_ITEMS = 5;

/** The number as the reader's language writes it: 1,000 in English (as en-IE writes it), 1.000 in Portuguese. */

/** Each read in the language of the request that reads it: a getter calls its message when the words are used. */
export const PROFILE_MESSAGES = readWhenShown({
  usernameRequired: m.profile_username_required,
  usernameTooShort: () => m.profile_username_too_short({ min: USERNAME_MIN }),
  usernameTooLong: () => m.profile_username_too_long({ max: USERNAME_MAX }),
  usernameCharacters: m.profile_username_characters,
  usernameEnds: m.profile_username_ends,
  usernameTaken: m.profile_username_taken,
  usernameReserved: m.profile_username_reserved,
  bioTooLong: () => m.profile_bio_too_long({ max: localNumber(BIO_MAX) }),
  avatarType: m.profile_avatar_type,
  avatarTooLarge: () => m.profile_avatar_too_large({ megabytes: AVATAR_MAX_BYTES / 1024 / 1024 }),
  avatarTooManyPixels: m.profile_avatar_too_many_pixels,
  notOwner: m.profile_not_owner,
  signInToEdit: m.profile_sign_in_to_edit,
});

/** A username starts and ends with a letter, a digit or `_`: an `@mention` of it (common/notifications.ts,
 * which drops a trailing dot or hyphen as punctuation) then names the whole of it. */
export const usernameEndsWell = (username: string) => /^[A-Za-z0-9_](.*[A-Za-z0-9_])?$/.test(username);

/** Spec section 5: required, at least 3, trimmed; letters, digits, dots, hyphens and underscores. */
const usernameCharactersSchema = z
  .string()
  .trim()
  .min(1, { error: () => PROFILE_MESSAGES.usernameRequired })
  .min(USERNAME_MIN, { error: () => PROFILE_MESSAGES.usernameTooShort })
  .max(USERNAME_MAX, { error: () => PROFILE_MESSAGES.usernameTooLong })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: () => PROFILE_MESSAGES.usernameCharacters });

/** A new username, as sign-up and its check as typed take it. */
export const usernameSchema = usernameCharactersSchema.refine(usernameEndsWell, {
  error: () => PROFILE_MESSAGES.usernameEnds,
});

/**
 * The names a member who has not chosen one is given (the profile trigger in server/db/migrations): `member-`
 * and the start of their id. Nobody may choose one, so a name of this shape was always given, never chosen.
 */
export const isGivenUsername = (username: string) => /^member-[0-9a-f]+$/i.test(username);

/** Names that would pass for the site or its staff, or for a deleted account ('Anonymous'). */
const RESERVED_USERNAMES = new Set([
  "anonymous",
  "admin",
  "administrator",
  "moderator",
  "moderators",
  "staff",
  "support",
  "system",
  "ireland-guide",
  "irelandguide",
  "someone",
  "deleted",
]);

/** Whether a username may not be chosen (it may still be kept by whoever was given it). */
export const isReservedUsername = (username: string) =>
  RESERVED_USERNAMES.has(username.trim().toLowerCase()) || isGivenUsername(username.trim());

/**
 * The profile editor sends the member's username back whether or not it changed: a name chosen before
 * names had to end well (`john.`) is kept; a new one is checked in full (server/profiles/usernames.ts).
 */
export const profileUpdateSchema = z.object({
  username: usernameCharactersSchema,
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, { error: () => PROFILE_MESSAGES.bioTooLong }),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export interface ProfileView {
  id: string;
  username: string;
  avatarUrl: string | null;
  bio: string | null;
  karmaPoints: number;
  postsCount: number;
  commentsCount: number;
  createdAt: string;
}

export interface RecentPost {
  id: string;
  title: string;
  category: string;
  createdAt: string;
  commentsCount: number;
  likesCount: number;
  /** A comment is marked as its answer (ADR 0031). */
  solved: boolean;
}

export interface RecentComment {
  id: string;
  content: string;
  createdAt: string;
  postId: string;
  postTitle: string;
}

/** The kind of image in these bytes, judged by its signature (never by its name or declared type). */
export function imageKind(bytes: Uint8Array): "png" | "jpeg" | "gif" | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  return null;
}
