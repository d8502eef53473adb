import { m } from "../../common/i18n";
import { AppError } from "../app-error";
import { hitRateLimit, peekRateLimit, type RateLimitResult, type RateLimitRule } from "../rate-limit";
import type { AccountContext } from "./account-context";

/**
 * The abuse limits of account actions (ADR 0013): attempts per client address, email and member, and
 * failed password checks. better-auth's own rate limiter is off: these are counted in the database.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Abuse limits, per client address and per email. Generous per address, because a campus or a shared
 * flat sits behind one address; strict per email.
 */
export const AUTH_LIMITS = {
  signIn: { address: { max: 60, windowSeconds: 15 * MINUTE } },
  signUp: { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  passwordReset: { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  confirmationMail: { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  /** Each request mails the new address and the old one: per member, and per new address (mail bombs). */
  changeEmail: {
    address: { max: 30, windowSeconds: HOUR },
    member: { max: 3, windowSeconds: HOUR },
    email: { max: 3, windowSeconds: DAY },
  },
} satisfies Record<string, { address: RateLimitRule; email?: RateLimitRule; member?: RateLimitRule }>;

/**
 * Failed sign-ins. Counted per email *and address*, so that a guesser locks out only themselves, never
 * the member; and per email from all addresses together with a much higher ceiling, which slows a
 * guesser spread over many addresses to 100 guesses an hour without locking the member out first.
 */
export const SIGN_IN_FAILURE_LIMITS = {
  emailAtAddress: { max: 10, windowSeconds: 15 * MINUTE },
  email: { max: 100, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/** What the limits need of an account use case's context: the database and the client's address. */
type Counting = Pick<AccountContext, "db" | "client">;

/**
 * Counts one attempt against the address, the email and the member (where the action has such a limit);
 * refuses with the spec's "Too many attempts".
 */
export async function checkAuthLimits(
  { db, client }: Counting,
  action: keyof typeof AUTH_LIMITS,
  email: string | undefined,
  memberId?: string,
): Promise<void> {
  const limits = AUTH_LIMITS[action];
  const checks = [hitRateLimit(db, `auth:${action}:address:${client.address}`, limits.address)];
  if (email && "email" in limits) {
    checks.push(hitRateLimit(db, `auth:${action}:email:${email.trim().toLowerCase()}`, limits.email));
  }
  if (memberId && "member" in limits) {
    checks.push(hitRateLimit(db, `auth:${action}:member:${memberId}`, limits.member));
  }
  refuseIfLimited(await Promise.all(checks));
}

/** "Too many attempts. Please try again in 5 minutes.", in the request's language (as describeRetryAfter counts). */
function tooManyAttempts(seconds: number): string {
  if (seconds < 60) return m.auth_too_many_attempts_seconds({ count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return m.auth_too_many_attempts_minutes({ count: minutes });
  return m.auth_too_many_attempts_hours({ count: Math.ceil(minutes / 60) });
}

export function refuseIfLimited(results: RateLimitResult[]): void {
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
  const error = new AppError(429, tooManyAttempts(retryAfter), "TOO_MANY_ATTEMPTS");
  error.retryAfterSeconds = retryAfter;
  throw error;
}

const signInFailureKeys = (address: string, email: string) => {
  const normalized = email.trim().toLowerCase();
  return {
    emailAtAddress: `auth:signIn:failed:${normalized}:address:${address}`,
    email: `auth:signIn:failed:${normalized}`,
  };
};

/**
 * A check of an account's password (a sign-in, or the current password in settings): refused while the
 * email's failed guesses are over SIGN_IN_FAILURE_LIMITS, and a wrong password (`failureCode`) counts as
 * one more, so that a stolen session cannot be used to guess the password faster than signing in can.
 */
export async function guardPassword<T>(
  { db, client }: Counting,
  email: string,
  failureCode: string,
  call: () => Promise<T>,
): Promise<T> {
  const keys = signInFailureKeys(client.address, email);
  refuseIfLimited(
    await Promise.all([
      peekRateLimit(db, keys.emailAtAddress, SIGN_IN_FAILURE_LIMITS.emailAtAddress),
      peekRateLimit(db, keys.email, SIGN_IN_FAILURE_LIMITS.email),
    ]),
  );
  return call().catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === failureCode) {
      await Promise.all([
        hitRateLimit(db, keys.emailAtAddress, SIGN_IN_FAILURE_LIMITS.emailAtAddress),
        hitRateLimit(db, keys.email, SIGN_IN_FAILURE_LIMITS.email),
      ]);
    }
    throw error;
  });
}
