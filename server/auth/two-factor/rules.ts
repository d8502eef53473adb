import { m, readWhenShown } from "../../../common/i18n";
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

/** Each read in the language of the request that reads it (a getter calls its message when used). */
export const TWO_FACTOR_MESSAGES = readWhenShown({
  enterCode: () => m.twofa_enter_code({ digits: CODE_DIGITS }),
  codeFormat: () => m.twofa_code_format({ digits: CODE_DIGITS }),
  wrongCode: () => m.twofa_wrong_code({ seconds: 30 }),
  codeUsed: m.twofa_code_used,
  enterRecoveryCode: m.twofa_enter_recovery_code,
  wrongRecoveryCode: m.twofa_wrong_recovery_code,
  challengeEnded: m.twofa_challenge_ended,
  passwordRequired: m.twofa_password_required,
  wrongPassword: m.twofa_wrong_password,
});
