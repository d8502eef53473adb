import { m } from "../../../common/i18n";
import { AUTH_MESSAGES } from "../../../common/auth";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Toast } from "../../../common/action-result";
import { AppError } from "../../app-error";
import { users, verifications } from "../../db/schema";
import { hitRateLimit, peekRateLimit } from "../../rate-limit";
import type { AccountContext, AccountUseCase } from "../account-context";
import { callAuth, cookiesOf } from "../better-auth-calls";
import { refuseIfLimited } from "../limits";
import { rememberDevice } from "../sign-in";
import { onceEach, storedRecoveryCode, totpCode } from "./codes";
import { TWO_FACTOR_FAILURE_LIMITS, TWO_FACTOR_MESSAGES } from "./rules";

/** Sign-in's second step, after the password: the code from the app or a recovery code. */

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
      throw new AppError(429, m.twofa_too_many_wrong_codes({ minutes: 15 }), "TOO_MANY_ATTEMPTS");
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
    toast: { title: AUTH_MESSAGES.welcomeBack } satisfies Toast,
  };
};
