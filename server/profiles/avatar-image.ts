import sharp from "sharp";
import { AVATAR_MAX_BYTES, imageKind, PROFILE_MESSAGES } from "../../common/profile";
import { AppError } from "../app-error";

/** Avatars are stored as this many pixels square (WebP). */
export const AVATAR_SIZE = 256;

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
export async function encodeAvatar(bytes: Uint8Array): Promise<Buffer> {
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
