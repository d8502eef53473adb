import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { createHmac, timingSafeEqual } from "node:crypto";
import { renderSVG } from "uqr";
import type { TwoFactorSettings } from "../../common/account-security";
import type { Toast } from "../../common/action-result";
import { AppError } from "../app-error";
import { twoFactors, users, verifications } from "../db/schema";
import { recoveryCodesRenewedMail, twoFactorChangedMail } from "../mail/templates";
import { hitRateLimit, peekRateLimit, type RateLimitRule } from "../rate-limit";
import type { Viewer } from "../identity";
import { normalizeRecoveryCode } from "./recovery-codes";
import type { AccountContext, AccountUseCase, MemberAccountContext, MemberAccountUseCase } from "./account-context";
import { callAuth, cookiesOf } from "./better-auth-calls";
import { refuseIfLimited } from "./limits";
import { eventOf } from "./notices";
import { rememberDevice } from "./sign-in";

/** What the two-factor reads need: the database and better-auth (the secret's key, the recovery codes). */
type Store = Pick<AccountContext, "db" | "auth">;

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and ten one-time recovery codes, on
 * better-auth's twoFactor plugin (ADR 0015). Settings turns it on in three steps, each a form that works
 * without JavaScript: the password, then the code from the app (the pending secret stays in the database,
 * encrypted, never in a form), then the recovery codes, shown once. Sign-in asks for a code after the
 * password (app/routes/auth-two-factor.tsx).
 */

const MINUTE = 60;

/**
 * Wrong codes at the sign-in challenge, counted per member (from every address) and per address (for
 * every member). Only failures count, as for passwords (ADR 0013); a limited attempt is refused even with
 * the right code. better-auth adds its own: five tries per challenge, then the password again.
 */
export const TWO_FACTOR_FAILURE_LIMITS = {
  member: { max: 5, windowSeconds: 15 * MINUTE },
  address: { max: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Wrong passwords when turning two-factor on or off, per member: a stolen session cannot guess it. */
export const TWO_FACTOR_PASSWORD_FAILURE_LIMIT = { max: 10, windowSeconds: 15 * MINUTE } satisfies RateLimitRule;

/** How long after turning two-factor on (or getting new codes) the recovery codes can be seen and downloaded. */
export const RECOVERY_CODES_SHOWN_SECONDS = 15 * MINUTE;

const ISSUER = "Ireland Guide";
export const CODE_DIGITS = 6;

export const TWO_FACTOR_MESSAGES = {
  enterCode: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "The code is 6 digits, from your authenticator app.",
  wrongCode: "That code is not right. Codes change every 30 seconds: enter the one your app shows now.",
  codeUsed: "That code has already been used. Wait for the next code in your app, then enter it.",
  enterRecoveryCode: "Enter one of your recovery codes.",
  wrongRecoveryCode: "That recovery code is not right, or it has been used already.",
  challengeEnded: "Your sign-in has timed out. Please sign in again with your email and password.",
  passwordRequired: "Please enter your password.",
  wrongPassword: "Your password is not correct.",
};

// ── Settings: what the section shows ───────────────────────────────────────────────────────────────────

const recoveryCodesTicket = (userId: string) => `two-factor-recovery-codes:${userId}`;

export async function twoFactorSettings(context: Store, viewer: Viewer): Promise<TwoFactorSettings> {
  const db = context.db;
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, secret: twoFactors.secret, verified: twoFactors.verified })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, viewer.id));
  if (!row?.enabled) {
    if (!row?.secret || row.verified) return { status: "off" };
    const uri = otpauthUri(await decryptSecret(context, row.secret), viewer.email);
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString("base64")}`;
    return { status: "setup", qrCode, manualKey: groupKey(new URL(uri).searchParams.get("secret") ?? "") };
  }
  const codes = await recoveryCodes(context, viewer.id);
  const [ticket] = await db
    .select({ reason: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, recoveryCodesTicket(viewer.id)), gt(verifications.expiresAt, sql`now()`)));
  return ticket
    ? { status: "recovery-codes", codes, renewed: ticket.reason === RENEWED }
    : { status: "on", recoveryCodesLeft: codes.length };
}

const RENEWED = "renewed";

/** Settings shows the codes (once) for a while: after turning two-factor on, or after getting new ones. */
async function showRecoveryCodes(context: Store, userId: string, reason: "turned-on" | typeof RENEWED) {
  const db = context.db;
  await db.delete(verifications).where(eq(verifications.identifier, recoveryCodesTicket(userId)));
  await db.insert(verifications).values({
    identifier: recoveryCodesTicket(userId),
    value: reason,
    expiresAt: new Date(Date.now() + RECOVERY_CODES_SHOWN_SECONDS * 1000),
  });
}

/**
 * The recovery codes as a text file, while they may still be seen (RECOVERY_CODES_SHOWN_SECONDS after
 * turning two-factor on, until the member says they are saved); null afterwards.
 */
export async function recoveryCodesFile(context: Store, viewer: Viewer): Promise<string | null> {
  const settings = await twoFactorSettings(context, viewer);
  if (settings.status !== "recovery-codes") return null;
  return [
    "Ireland Guide recovery codes",
    `For ${viewer.email}`,
    "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "Keep them somewhere safe, away from your phone.",
    "",
    ...settings.codes,
    "",
  ].join("\n");
}

async function recoveryCodes(context: Store, userId: string): Promise<string[]> {
  const { backupCodes } = await context.auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}

async function decryptSecret(context: Store, encrypted: string): Promise<string> {
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
const groupKey = (key: string) => key.replace(/(.{4})(?=.)/g, "$1 ");

// ── Settings: the writes ───────────────────────────────────────────────────────────────────────────────

/** A password check by better-auth, with wrong passwords counted per member. */
async function withPassword<T>(
  { db, viewer }: MemberAccountContext,
  password: string,
  call: (password: string) => Promise<T>,
): Promise<T> {
  if (!password) throw new AppError(400, TWO_FACTOR_MESSAGES.passwordRequired, "INVALID", "currentPassword");
  const key = `auth:twoFactor:passwordFailed:${viewer.id}`;
  refuseIfLimited([await peekRateLimit(db, key, TWO_FACTOR_PASSWORD_FAILURE_LIMIT)]);
  return callAuth(() => call(password), {
    INVALID_PASSWORD: { message: TWO_FACTOR_MESSAGES.wrongPassword, field: "currentPassword" },
  }).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === "INVALID_PASSWORD") {
      await hitRateLimit(db, key, TWO_FACTOR_PASSWORD_FAILURE_LIMIT);
    }
    throw error;
  });
}

/** Step 1: the password. better-auth keeps a new secret and recovery codes, unconfirmed, for this member. */
export const startTwoFactorSetup: MemberAccountUseCase<{ currentPassword: string }> = async (context, input) => {
  const { viewer } = context;
  const [row] = await context.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
  if (row?.enabled) throw new AppError(409, "Two-factor sign-in is already on.", "ALREADY_ON");
  await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.enableTwoFactor({ body: { password }, headers: context.client.headers }),
  );
  // A setup started again keeps its row with a new secret: no code of the new secret has been used yet.
  await context.db
    .update(twoFactors)
    .set({ lastTotpStep: null })
    .where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false)));
  return {
    redirectTo: "/settings#two-factor",
    toast: { title: "Password confirmed", description: "Now add Ireland Guide to your authenticator app." },
  };
};

/** Step 2: a code from the app proves it holds the secret; two-factor is on from now, and the mail says so. */
export const confirmTwoFactorSetup: MemberAccountUseCase<{ code: string }> = async (context, input) => {
  const { viewer } = context;
  const code = totpCode(input.code, "code");
  const [pending] = await context.db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .innerJoin(users, eq(users.id, twoFactors.userId))
    .where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false), eq(users.twoFactorEnabled, false)));
  if (!pending) {
    throw new AppError(409, "There is no setup to confirm. Start again with Turn on.", "NO_PENDING_SETUP");
  }
  // better-auth turns two-factor on and replaces this browser's session (new cookie). The code is spent:
  // it cannot sign in afterwards (RFC 6238 §5.2).
  const { headers } = await callAuth(
    () =>
      onceEach(context, viewer.id, code, "code", () =>
        context.auth.api.verifyTOTP({ body: { code }, headers: context.client.headers, returnHeaders: true }),
      ),
    { INVALID_CODE: { message: TWO_FACTOR_MESSAGES.wrongCode, field: "code" } },
  );
  await showRecoveryCodes(context, viewer.id, "turned-on");
  await announce(context, true);
  return {
    headers: cookiesOf(headers),
    redirectTo: "/settings#two-factor",
    toast: {
      title: "Two-factor sign-in is on",
      description: "Save your recovery codes now: they are shown only this once.",
    } satisfies Toast,
  };
};

/** Leaves setup before the code: the unconfirmed secret goes. */
export const cancelTwoFactorSetup: MemberAccountUseCase<void> = async ({ db, viewer }) => {
  await db.delete(twoFactors).where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false)));
  return { redirectTo: "/settings#two-factor" };
};

/** Step 3 done: the recovery codes are saved, and are not shown again. */
export const hideRecoveryCodes: MemberAccountUseCase<void> = async ({ db, viewer }) => {
  await db.delete(verifications).where(eq(verifications.identifier, recoveryCodesTicket(viewer.id)));
  return { redirectTo: "/settings#two-factor" };
};

/** Two-factor off, for the password: better-auth removes the secret and the codes. */
export const turnOffTwoFactor: MemberAccountUseCase<{ currentPassword: string }> = async (context, input) => {
  const { viewer } = context;
  const [row] = await context.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
  if (!row?.enabled) throw new AppError(409, "Two-factor sign-in is already off.", "ALREADY_OFF");
  // better-auth removes the secret and the codes and replaces this browser's session (new cookie).
  const { headers } = await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.disableTwoFactor({ body: { password }, headers: context.client.headers, returnHeaders: true }),
  );
  await hideRecoveryCodes(context);
  await announce(context, false);
  return {
    headers: cookiesOf(headers),
    redirectTo: "/settings#two-factor",
    toast: { title: "Two-factor sign-in is off", description: "Your password alone now signs you in." } satisfies Toast,
  };
};

/**
 * Ten new recovery codes for the password: the old ones stop working at once (better-auth replaces them in
 * one update), the new ones are shown once as after turning two-factor on, and the account's address is told.
 */
export const renewRecoveryCodes: MemberAccountUseCase<{ currentPassword: string }> = async (context, input) => {
  const { viewer } = context;
  const [row] = await context.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
  if (!row?.enabled) {
    throw new AppError(409, "Two-factor sign-in is off: there are no recovery codes to replace.", "ALREADY_OFF");
  }
  await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.generateBackupCodes({ body: { password }, headers: context.client.headers }),
  );
  await showRecoveryCodes(context, viewer.id, RENEWED);
  await context.notify(
    recoveryCodesRenewedMail(viewer.email, {
      ...eventOf(context.client.userAgent, context.now),
      resetUrl: `${context.config.publicUrl}/auth/reset-password`,
    }),
  );
  return {
    redirectTo: "/settings#two-factor",
    toast: {
      title: "New recovery codes",
      description: "Your old recovery codes no longer work. Save these now: they are shown only this once.",
    } satisfies Toast,
  };
};

/** The notice to the account's address (sent after the change, so a mail failure is logged only). */
async function announce(context: MemberAccountContext, turnedOn: boolean) {
  await context.notify(
    twoFactorChangedMail(context.viewer.email, {
      turnedOn,
      ...eventOf(context.client.userAgent, context.now),
      resetUrl: `${context.config.publicUrl}/auth/reset-password`,
    }),
  );
}

// ── Sign-in: the challenge after the password ──────────────────────────────────────────────────────────

/** "123 456" and "123-456" are 123456; anything but 6 digits is refused before better-auth sees it. */
function totpCode(typed: string, field: string): string {
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
async function onceEach<T>(
  context: Store,
  userId: string,
  code: string,
  field: string,
  verify: () => Promise<T>,
): Promise<T> {
  const db = context.db;
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
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
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  if (claimed.length === 0) throw new AppError(400, TWO_FACTOR_MESSAGES.codeUsed, "CODE_USED", field);
  try {
    return await verify();
  } catch (error) {
    await db
      .update(twoFactors)
      // Only this step is given back: a lower one another request claimed meanwhile stays spent.
      .set({ lastTotpStep: step - 1 })
      .where(and(eq(twoFactors.userId, userId), eq(twoFactors.lastTotpStep, step)));
    throw error;
  }
}

/**
 * The member's stored recovery code that `typed` is, in any case, with or without spaces and dashes
 * (recovery-codes.ts); better-auth compares exactly, so it is given the code as stored. A code that is
 * none of them goes as typed, for better-auth to refuse and count.
 */
async function storedRecoveryCode(context: Store, userId: string, typed: string): Promise<string> {
  const wanted = normalizeRecoveryCode(typed);
  const codes = await recoveryCodes(context, userId).catch(() => []);
  return codes.find((code) => normalizeRecoveryCode(code) === wanted) ?? typed;
}

/**
 * Who is being asked for a second factor: better-auth's challenge cookie names a verification row whose
 * value is the member's id. Null when there is no challenge or it has ended. (better-auth checks the
 * cookie's signature itself when the code is verified; here the id only keys the limits.)
 */
export async function challengedMember(
  context: Pick<AccountContext, "db" | "auth" | "client">,
): Promise<string | null> {
  const authContext = await context.auth.$context;
  const name = authContext.createAuthCookie("two_factor").name;
  const cookie = context.client.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!cookie) return null;
  let value: string;
  try {
    value = decodeURIComponent(cookie.slice(name.length + 1));
  } catch {
    return null;
  }
  const identifier = value.slice(0, value.lastIndexOf("."));
  if (!identifier.startsWith("2fa-")) return null;
  const [row] = await context.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/** The code from the app, or a recovery code (each works once); then the member is signed in and goes to `next`. */
export const verifyTwoFactorChallenge: AccountUseCase<{
  intent: string;
  code: string;
  recoveryCode: string;
  next: string;
}> = async (context, input) => {
  const { next } = input;
  const recovery = input.intent === "recovery-code";
  const field = recovery ? "recoveryCode" : "code";
  const typed = recovery ? input.recoveryCode.trim() : totpCode(input.code, field);
  if (!typed) throw new AppError(400, TWO_FACTOR_MESSAGES.enterRecoveryCode, "INVALID", field);

  const memberId = await challengedMember(context);
  if (!memberId) throw new AppError(401, TWO_FACTOR_MESSAGES.challengeEnded, "CHALLENGE_ENDED");
  const db = context.db;
  const keys = {
    member: `auth:twoFactor:failed:member:${memberId}`,
    address: `auth:twoFactor:failed:address:${context.client.address}`,
  };
  refuseIfLimited(
    await Promise.all([
      peekRateLimit(db, keys.member, TWO_FACTOR_FAILURE_LIMITS.member),
      peekRateLimit(db, keys.address, TWO_FACTOR_FAILURE_LIMITS.address),
    ]),
  );
  const headers = context.client.headers;
  const verified = await callAuth(
    async () => {
      if (recovery) {
        const code = await storedRecoveryCode(context, memberId, typed);
        return (await context.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })).headers;
      }
      const answer = await onceEach(context, memberId, typed, field, () =>
        context.auth.api.verifyTOTP({ body: { code: typed }, headers, returnHeaders: true }),
      );
      return answer.headers;
    },
    {
      INVALID_CODE: { message: TWO_FACTOR_MESSAGES.wrongCode, field },
      INVALID_BACKUP_CODE: { message: TWO_FACTOR_MESSAGES.wrongRecoveryCode, field },
    },
  ).catch(async (error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    // A code used already counts as a wrong one: whoever replays it is guessing.
    if (error.code === "INVALID_CODE" || error.code === "INVALID_BACKUP_CODE" || error.code === "CODE_USED") {
      await Promise.all([
        hitRateLimit(db, keys.member, TWO_FACTOR_FAILURE_LIMITS.member),
        hitRateLimit(db, keys.address, TWO_FACTOR_FAILURE_LIMITS.address),
      ]);
      throw error;
    }
    // better-auth's own limits: five wrong codes end this challenge; ten in a row lock the account a while.
    if (error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || error.code === "INVALID_TWO_FACTOR_COOKIE") {
      throw new AppError(401, TWO_FACTOR_MESSAGES.challengeEnded, "CHALLENGE_ENDED");
    }
    if (error.code === "ACCOUNT_TEMPORARILY_LOCKED") {
      throw new AppError(429, "Too many wrong codes. Please try again in 15 minutes.", "TOO_MANY_ATTEMPTS");
    }
    throw error;
  });
  // The spec's "multi-factor challenge verified" event.
  context.log("two-factor verified", { method: recovery ? "recovery-code" : "totp" });
  const cookies = cookiesOf(verified);
  const [member] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, memberId));
  if (member) await rememberDevice(context, member, cookies);
  return {
    headers: cookies,
    redirectTo: next,
    toast: { title: "Welcome back!" } satisfies Toast,
  };
};
