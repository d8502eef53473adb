import { AppError } from "../../app-error";
import { hitRateLimit, peekRateLimit } from "../../rate-limit";
import type { MemberAccountContext } from "../account-context";
import { callAuth } from "../better-auth-calls";
import { refuseIfLimited } from "../limits";
import { twoFactorChangedMail } from "../../mail/templates";
import { eventOf, resetPasswordUrl } from "../notices";
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PASSWORD_FAILURE_LIMIT } from "./rules";

/** A password check by better-auth, with wrong passwords counted per member. */
export async function withPassword<T>(
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

/** The notice to the account's address (sent after the change, so a mail failure is logged only). */
export async function announce(context: MemberAccountContext, turnedOn: boolean) {
  await context.notify(
    twoFactorChangedMail(context.viewer.email, {
      turnedOn,
      ...eventOf(context.client.userAgent, context.now, context.viewer.locale),
      resetUrl: resetPasswordUrl(context.config, context.viewer.locale),
    }),
  );
}
