import { sql } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { getLocale, m } from "../../common/i18n";
import {
  AUTH_MESSAGES,
  emailSchema,
  signUpProblems,
  TOAST_MS,
  validateSignUp,
  type SignUpInput,
} from "../../common/auth";
import { AppError } from "../app-error";
import { usernameRefusal } from "../profiles/usernames";
import type { AccountUseCase } from "./account-context";
import { SIGN_UP_LOCALE_HEADER } from "./auth";
import { callAuth } from "./better-auth-calls";
import { refuse, refuseCommonPassword } from "./form-rules";
import { deviceOf } from "./known-device";
import { checkAuthLimits } from "./limits";

/**
 * Sign-up with the username the member chose: its rules checked with the form's, then whether it is free
 * (as the form checks it while it is typed); the profile trigger gives it to the new profile in the same
 * transaction as the user (ADR 0023).
 */
export const signUp: AccountUseCase<SignUpInput> = async (context, input) => {
  refuse(validateSignUp(input), signUpProblems(input));
  refuseCommonPassword(input.password, "password");
  const email = emailSchema.parse(input.email);
  const username = input.username.trim();
  const db = context.db;
  await checkAuthLimits(context, "signUp", email);
  // The spec tells a visitor who signs up with a registered email to sign in instead; better-auth would
  // answer as if the sign-up had worked (to hide which emails exist), so we answer first.
  const existing = await db.execute(sql`SELECT 1 FROM users WHERE lower(email) = ${email} LIMIT 1`);
  if (existing.rows.length > 0) {
    throw new AppError(409, AUTH_MESSAGES.alreadyRegistered, "USER_ALREADY_EXISTS", "email");
  }
  const refusal = await usernameRefusal(db, username, null);
  if (refusal) throw refusal;
  // The account's mail language is this page's: told to better-auth's hook, which cannot ask (auth.ts).
  const headers = new Headers(context.client.headers);
  headers.set(SIGN_UP_LOCALE_HEADER, getLocale());
  const { user } = await callAuth(() =>
    context.auth.api.signUpEmail({
      body: { email, password: input.password, name: username },
      headers,
    }),
  ).catch(async (error: unknown) => {
    // Free a moment ago, taken now: another sign-up got there first, and the unique index refused this one.
    if (error instanceof AppError && error.code === "FAILED_TO_CREATE_USER") {
      throw (await usernameRefusal(db, username, null)) ?? error;
    }
    throw error;
  });
  // The browser that signs up is the member's own: signing in here later is not a new device.
  const device = await deviceOf(context);
  return {
    headers: new Headers({ "Set-Cookie": await device.remember(user.id) }),
    toast: {
      title: m.auth_check_email_title(),
      description: m.auth_sign_up_sent({ email }),
      durationMs: TOAST_MS.signUp,
    } satisfies Toast,
  };
};
