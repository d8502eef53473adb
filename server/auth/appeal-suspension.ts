import { and, eq, sql } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { AUTH_MESSAGES, validateSignIn } from "../../common/auth";
import { REPORT_DETAILS_MAX } from "../../common/forum";
import { MODERATION_MESSAGES } from "../../common/moderation";
import { AppError } from "../app-error";
import { accounts, reports, users } from "../db/schema";
import type { AccountContext, AccountUseCase } from "./account-context";
import { refuse } from "./form-rules";
import { checkAuthLimits, guardPassword } from "./limits";

export interface AppealInput {
  email: string;
  password: string;
  appeal: string;
}

/**
 * A suspended member asks the moderators to look at their suspension again. They cannot sign in, so their
 * email and password say who they are (wrong ones count as failed sign-ins). The request is a review
 * report on their own account: it waits in the moderation queue, where lifting the suspension (or
 * dismissing it) answers it. One open request at a time.
 */
export const appealSuspension: AccountUseCase<AppealInput> = async (context, typed) => {
  const input = { email: typed.email.trim(), password: typed.password };
  refuse(validateSignIn(input));
  const appeal = typed.appeal.trim();
  if (!appeal) throw new AppError(400, AUTH_MESSAGES.appealMissing, "INVALID", "appeal");
  if (appeal.length > REPORT_DETAILS_MAX) throw new AppError(400, AUTH_MESSAGES.appealTooLong, "INVALID", "appeal");
  await checkAuthLimits(context, "signIn", input.email);
  const member = await guardPassword(context, input.email, "INVALID_EMAIL_OR_PASSWORD", () =>
    checkPassword(context, input.email, input.password),
  );
  if (!member.suspendedUntil || member.suspendedUntil <= new Date()) {
    throw new AppError(409, AUTH_MESSAGES.notSuspended, "NOT_SUSPENDED");
  }
  const filed = await context.db
    .insert(reports)
    .values({ reporterId: member.id, reportedUserId: member.id, reason: "review", details: appeal })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (filed.length === 0) throw new AppError(409, MODERATION_MESSAGES.reviewOnce, "ALREADY_REQUESTED");
  return {
    toast: {
      title: m.auth_review_requested_title(),
      description: m.auth_review_requested(),
    } satisfies Toast,
  };
};

/** An account's password, checked without signing in (better-auth's own hashing); the account, or a 401. */
async function checkPassword({ db, auth }: AccountContext, email: string, password: string) {
  const [member] = await db
    .select({ id: users.id, suspendedUntil: users.suspendedUntil, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const hashing = (await auth.$context).password;
  // An unknown address costs the same time as a wrong password, so the answer's timing tells nothing.
  const right = member?.hash
    ? await hashing.verify({ hash: member.hash, password })
    : await hashing.hash(password).then(() => false);
  if (!member || !right) {
    throw new AppError(401, AUTH_MESSAGES.incorrectCredentials, "INVALID_EMAIL_OR_PASSWORD");
  }
  return member;
}
