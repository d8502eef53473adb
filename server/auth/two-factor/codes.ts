import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "../../app-error";
import { twoFactors } from "../../db/schema";
import { normalizeRecoveryCode } from "../recovery-codes";
import { CODE_DIGITS, ISSUER, TWO_FACTOR_MESSAGES, type Store } from "./rules";

/** The authenticator's secret and its codes (RFC 6238), and the recovery codes as better-auth keeps them. */

export async function recoveryCodes(context: Store, memberId: string): Promise<string[]> {
  const { backupCodes } = await context.auth.api.viewBackupCodes({ body: { userId: memberId } });
  return backupCodes;
}

export async function decryptSecret(context: Store, encrypted: string): Promise<string> {
  const { secretConfig } = await context.auth.$context;
  return symmetricDecrypt({ key: secretConfig, data: encrypted });
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a key. */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The key URI that authenticator apps read from the QR code (the one better-auth's enable answers). */
export function otpauthUri(secret: string, email: string): string {
  const params = new URLSearchParams({
    secret: base32(new TextEncoder().encode(secret)),
    issuer: ISSUER,
    digits: String(CODE_DIGITS),
    period: "30",
  });
  return `otpauth://totp/${encodeURIComponent(ISSUER)}:${encodeURIComponent(email)}?${params}`;
}

/** "ABCD EFGH …": easier to read and type than 52 letters in a row. */
export const groupKey = (key: string) => key.replace(/(.{4})(?=.)/g, "$1 ");

/** "123 456" and "123-456" are 123456; anything but 6 digits is refused before better-auth sees it. */
export function totpCode(typed: string, field: string): string {
  const code = typed.replace(/[\s-]/g, "");
  if (!code) throw new AppError(400, TWO_FACTOR_MESSAGES.enterCode, "INVALID", field);
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code)) {
    throw new AppError(400, TWO_FACTOR_MESSAGES.codeFormat, "INVALID", field);
  }
  return code;
}

/** RFC 6238 as better-auth's plugin runs it: 30-second steps, 6 digits, one step either side of now. */
const STEP_SECONDS = 30;
const STEP_WINDOW = 1;

/** RFC 4226 HOTP with HMAC-SHA-1: the code of one time step (better-auth uses the secret's UTF-8 bytes). */
function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, "0");
}

/**
 * RFC 6238 §5.2: a code is accepted once. Before better-auth checks a code from the app (`verify`), the
 * time step it belongs to is claimed for the member in one statement, which succeeds only if that step is
 * newer than the last one accepted: a code seen over a shoulder, or sent twice at once, is refused the
 * second time, in every process (the step is in the database). If better-auth then refuses (the
 * challenge has ended, say), the step is given back, so the member's next try with it is not called a
 * replay. A code that matches no step near now is left to better-auth, which refuses and counts it.
 */
export async function onceEach<T>(
  context: Store,
  memberId: string,
  code: string,
  field: string,
  verify: () => Promise<T>,
): Promise<T> {
  const db = context.db;
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, memberId));
  if (!row) return verify();
  const secret = await decryptSecret(context, row.secret);
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  let step: number | null = null;
  for (let candidate = now - STEP_WINDOW; candidate <= now + STEP_WINDOW; candidate++) {
    if (timingSafeEqual(Buffer.from(codeAt(secret, candidate)), Buffer.from(code))) step = candidate;
  }
  if (step === null) return verify();
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.userId, memberId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  if (claimed.length === 0) throw new AppError(400, TWO_FACTOR_MESSAGES.codeUsed, "CODE_USED", field);
  try {
    return await verify();
  } catch (error) {
    await db
      .update(twoFactors)
      // Only this step is given back: a lower one another request claimed meanwhile stays spent.
      .set({ lastTotpStep: step - 1 })
      .where(and(eq(twoFactors.userId, memberId), eq(twoFactors.lastTotpStep, step)));
    throw error;
  }
}

/**
 * The member's stored recovery code that `typed` is, in any case, with or without spaces and dashes
 * (recovery-codes.ts); better-auth compares exactly, so it is given the code as stored. A code that is
 * none of them goes as typed, for better-auth to refuse and count.
 */
export async function storedRecoveryCode(context: Store, memberId: string, typed: string): Promise<string> {
  const wanted = normalizeRecoveryCode(typed);
  const codes = await recoveryCodes(context, memberId).catch(() => []);
  return codes.find((code) => normalizeRecoveryCode(code) === wanted) ?? typed;
}
