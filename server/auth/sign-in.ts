import { and, eq, isNull, sql } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { AUTH_MESSAGES, validateSignIn } from "../../common/auth";
import { profiles, users } from "../db/schema";
import { mailLocaleOf } from "../mail/locale";
import { newSignInMail } from "../mail/templates";
import type { AccountContext, AccountUseCase } from "./account-context";
import { callAuth, cookiesOf } from "./better-auth-calls";
import { refuse } from "./form-rules";
import { deviceOf } from "./known-device";
import { checkAuthLimits, guardPassword } from "./limits";
import { eventOf, resetPasswordUrl } from "./notices";

export interface SignInInput {
  email: string;
  password: string;
  /** Where the member goes once signed in (a same-origin path the route checked). */
  next: string;
}

/**
 * Email and password. A member with two-factor sign-in on has no session yet: better-auth answers
 * `twoFactorRedirect` with a short-lived challenge cookie, and the member goes on to the challenge
 * (app/routes/auth-two-factor.tsx), which then sends them to `next`.
 */
export const signIn: AccountUseCase<SignInInput> = async (context, { next, ...typed }) => {
  const input = { email: typed.email.trim(), password: typed.password };
  refuse(validateSignIn(input));
  await checkAuthLimits(context, "signIn", input.email);
  const { headers, response } = await guardPassword(context, input.email, "INVALID_EMAIL_OR_PASSWORD", () =>
    callAuth(() => context.auth.api.signInEmail({ body: input, headers: context.client.headers, returnHeaders: true })),
  );
  if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
    return { headers: cookiesOf(headers), redirectTo: `/auth/two-factor?redirectTo=${encodeURIComponent(next)}` };
  }
  const user = (response as { user: { id: string; email: string } }).user;
  const cookies = cookiesOf(headers);
  await rememberDevice(context, user, cookies);
  return { headers: cookies, redirectTo: next, toast: await welcome(context, user.id) };
};

/**
 * The toast of a sign-in with a password: the member's first sign-in ever is welcomed as one (the spec's
 * "Welcome back!" would not be true), every later one is welcomed back. Set once, by whichever sign-in
 * gets there first. (A two-factor sign-in is never the first: turning it on needs a signed-in member.)
 */
async function welcome({ db }: AccountContext, memberId: string): Promise<Toast> {
  const [first] = await db
    .update(users)
    .set({ firstSignedInAt: sql`now()` })
    .where(and(eq(users.id, memberId), isNull(users.firstSignedInAt)))
    .returning({ id: users.id });
  if (!first) return { title: AUTH_MESSAGES.welcomeBack };
  const [profile] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, memberId));
  return {
    title: AUTH_MESSAGES.welcomeFirst,
    ...(profile && {
      description: m.auth_welcome_username({ username: profile.username }),
    }),
  };
}

/**
 * A member has just signed in (with their password, or after the two-factor challenge). If this browser
 * has not been used by them before, tell them, in case it is not them (ADR 0014); then remember it.
 */
export async function rememberDevice(
  context: AccountContext,
  user: { id: string; email: string },
  cookies: Headers,
): Promise<void> {
  const device = await deviceOf(context);
  if (!device.knows(user.id)) {
    const locale = await mailLocaleOf(context.db, user.id);
    await context.notify(
      newSignInMail(user.email, {
        ...eventOf(context.client.userAgent, context.now, locale),
        resetUrl: resetPasswordUrl(context.config, locale),
      }),
    );
  }
  cookies.append("Set-Cookie", await device.remember(user.id));
}
