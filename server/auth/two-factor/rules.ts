import type { RateLimitRule } from "../../rate-limit";
import type { AccountContext } from "../account-context";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and ten one-time recovery codes, on
 * better-auth's twoFactor plugin (ADR 0015). Settings turns it on in three steps, each a form that works
 * without JavaScript: the password, then the code from the app (the pending secret stays in the database,
 * encrypted, never in a form), then the recovery codes, shown once. Sign-in asks for a code after the
 * password (app/routes/auth-two-factor.tsx).
 */

/** What the two-factor reads need: the database and better-auth (the secret's key, the recovery codes). */
export type Store = Pick<AccountContext, "db" | "auth">;

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

export const ISSUER = "Ireland Guide";
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
