import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import {
  AUTH_MESSAGES,
  emailSchema,
  TOAST_MS,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type FormProblem,
  type SignUpInput,
} from "../../common/auth";
import type { Toast } from "../../common/action-result";
import { AppError, SIGN_IN_REQUIRED } from "../app-error";
import {
  describeRetryAfter,
  hitRateLimit,
  peekRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "../rate-limit";
import type { RequestContext } from "../request-context";
import { CLIENT_ADDRESS_HEADER } from "./auth";

/**
 * Account rules: every account write (sign-up, sign-in, confirmation mail, reset, sign-out, password,
 * email, other devices, deletion) is a route action that calls one function here, which checks the
 * form with the same rules the screen states, counts the attempt against our abuse limits, and calls
 * better-auth's server API. Failures become AppErrors worded as the spec words them. Two-factor sign-in
 * (two-factor.ts) and the sessions list (sessions.ts) follow the same shape with the helpers exported here.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits, per client address and per email. Generous per address, because a campus or a shared
 * flat sits behind one address; strict per email.
 */
export const AUTH_LIMITS = {
  signIn: { address: { max: 60, windowSeconds: 15 * MINUTE } },
  signUp: { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  passwordReset: { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  confirmationMail: { address: { max: 30, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
} satisfies Record<string, { address: RateLimitRule; email?: RateLimitRule }>;

/**
 * Failed sign-ins. Counted per email *and address*, so that a guesser locks out only themselves, never
 * the member; and per email from all addresses together with a much higher ceiling, which slows a
 * guesser spread over many addresses to 100 guesses an hour without locking the member out first.
 */
export const SIGN_IN_FAILURE_LIMITS = {
  emailAtAddress: { max: 10, windowSeconds: 15 * MINUTE },
  email: { max: 100, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export const EXPIRED_RESET_LINK = "This reset link has expired or has already been used. Ask for a new one below.";
export const DELETE_CONFIRMATION = "DELETE";

/** Headers for better-auth: the visitor's cookies, and the client address from us, never from the client. */
export function authHeaders(context: RequestContext, request: Request): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, context.clientAddress);
  return headers;
}

/** The Set-Cookie headers of a better-auth answer, to send on with our own response. */
export function cookiesOf(headers: Headers | undefined): Headers {
  const out = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) out.append("Set-Cookie", cookie);
  return out;
}

function refuse(problem: FormProblem | null): void {
  if (problem) throw new AppError(400, problem.message, "INVALID", problem.field);
}

/** Counts one attempt against the address and the email; refuses with the spec's "Too many attempts". */
export async function checkAuthLimits(
  context: RequestContext,
  action: keyof typeof AUTH_LIMITS,
  email: string | undefined,
): Promise<void> {
  const limits = AUTH_LIMITS[action];
  const db = context.database.db;
  const checks = [hitRateLimit(db, `auth:${action}:address:${context.clientAddress}`, limits.address)];
  if (email && "email" in limits) {
    checks.push(hitRateLimit(db, `auth:${action}:email:${email.trim().toLowerCase()}`, limits.email));
  }
  refuseIfLimited(await Promise.all(checks));
}

export function refuseIfLimited(results: RateLimitResult[]): void {
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
  const error = new AppError(
    429,
    `Too many attempts. Please try again ${describeRetryAfter(retryAfter)}.`,
    "TOO_MANY_ATTEMPTS",
  );
  error.retryAfterSeconds = retryAfter;
  throw error;
}

const signInFailureKeys = (context: RequestContext, email: string) => {
  const normalized = email.trim().toLowerCase();
  return {
    emailAtAddress: `auth:signIn:failed:${normalized}:address:${context.clientAddress}`,
    email: `auth:signIn:failed:${normalized}`,
  };
};

/**
 * better-auth's refusals in the spec's words. `overrides` words a code for one screen (a wrong current
 * password in settings is not a failed sign-in). Anything that is not a 4xx is a fault, not a refusal.
 */
export async function callAuth<T>(
  call: () => Promise<T>,
  overrides: Partial<Record<string, { message: string; field?: string }>> = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    const code = String(error.body?.code ?? "");
    const override = overrides[code];
    if (override) throw new AppError(400, override.message, code, override.field);
    switch (code) {
      case "INVALID_EMAIL_OR_PASSWORD":
        throw new AppError(401, AUTH_MESSAGES.incorrectCredentials, code);
      case "USER_ALREADY_EXISTS":
      case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
        throw new AppError(409, AUTH_MESSAGES.alreadyRegistered, "USER_ALREADY_EXISTS", "email");
      case "EMAIL_NOT_VERIFIED":
        throw new AppError(403, AUTH_MESSAGES.emailNotConfirmed, code);
      case "INVALID_EMAIL":
        throw new AppError(400, AUTH_MESSAGES.invalidEmail, code, "email");
      case "PASSWORD_TOO_SHORT":
        throw new AppError(400, AUTH_MESSAGES.passwordHint, code, "password");
      case "PASSWORD_TOO_LONG":
        throw new AppError(400, "That password is too long (128 characters at most).", code, "password");
      case "SESSION_EXPIRED":
      case "FAILED_TO_GET_SESSION":
      case "UNAUTHORIZED":
        throw new AppError(401, "Your session has ended. Please sign in again.", SIGN_IN_REQUIRED);
    }
    throw new AppError(400, error.message || AUTH_MESSAGES.fallback, code || "AUTH_REFUSED");
  }
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The form's email field, checked: the spec's message beside the field when it is not an address. */
function emailField(form: FormData, name: string): string {
  const parsed = emailSchema.safeParse(text(form, name));
  if (!parsed.success) throw new AppError(400, AUTH_MESSAGES.invalidEmail, "INVALID", name);
  return parsed.data;
}

/**
 * Email and password; `next` is where the member goes once signed in. A member with two-factor sign-in on
 * has no session yet: better-auth answers `twoFactorRedirect` with a short-lived challenge cookie, and the
 * member goes on to the challenge (app/routes/auth-two-factor.tsx), which then sends them to `next`.
 */
export async function signIn(context: RequestContext, request: Request, form: FormData, next: string) {
  const input = { email: text(form, "email").trim(), password: text(form, "password") };
  refuse(validateSignIn(input));
  await checkAuthLimits(context, "signIn", input.email);
  const db = context.database.db;
  const keys = signInFailureKeys(context, input.email);
  refuseIfLimited(
    await Promise.all([
      peekRateLimit(db, keys.emailAtAddress, SIGN_IN_FAILURE_LIMITS.emailAtAddress),
      peekRateLimit(db, keys.email, SIGN_IN_FAILURE_LIMITS.email),
    ]),
  );
  const { headers, response } = await callAuth(() =>
    context.auth.api.signInEmail({ body: input, headers: authHeaders(context, request), returnHeaders: true }),
  ).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === "INVALID_EMAIL_OR_PASSWORD") {
      await Promise.all([
        hitRateLimit(db, keys.emailAtAddress, SIGN_IN_FAILURE_LIMITS.emailAtAddress),
        hitRateLimit(db, keys.email, SIGN_IN_FAILURE_LIMITS.email),
      ]);
    }
    throw error;
  });
  if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
    return { headers: cookiesOf(headers), redirectTo: `/auth/two-factor?redirectTo=${encodeURIComponent(next)}` };
  }
  return { headers: cookiesOf(headers), redirectTo: next, toast: { title: "Welcome back!" } satisfies Toast };
}

export async function signUp(context: RequestContext, request: Request, form: FormData) {
  const input: SignUpInput = {
    email: text(form, "email"),
    password: text(form, "password"),
    confirmPassword: text(form, "confirmPassword"),
    agreeToTerms: form.get("agreeToTerms") === "on",
  };
  refuse(validateSignUp(input));
  const email = emailSchema.parse(input.email);
  await checkAuthLimits(context, "signUp", email);
  // The spec tells a visitor who signs up with a registered email to sign in instead; better-auth would
  // answer as if the sign-up had worked (to hide which emails exist), so we answer first.
  const existing = await context.database.db.execute(sql`SELECT 1 FROM users WHERE lower(email) = ${email} LIMIT 1`);
  if (existing.rows.length > 0) {
    throw new AppError(409, AUTH_MESSAGES.alreadyRegistered, "USER_ALREADY_EXISTS", "email");
  }
  await callAuth(() =>
    context.auth.api.signUpEmail({
      body: { email, password: input.password, name: "" },
      headers: authHeaders(context, request),
    }),
  );
  return {
    toast: {
      title: "Check your email",
      description: `We sent a confirmation link to ${email}. Open it to finish creating your account.`,
      durationMs: TOAST_MS.signUp,
    } satisfies Toast,
  };
}

/** Sends a new confirmation link (sign-in with an unconfirmed email, or an expired link). */
export async function resendConfirmation(context: RequestContext, request: Request, form: FormData) {
  const email = emailField(form, "email");
  await checkAuthLimits(context, "confirmationMail", email);
  await callAuth(() =>
    context.auth.api.sendVerificationEmail({
      body: { email },
      headers: authHeaders(context, request),
    }),
  );
  return {
    toast: {
      title: "Check your email",
      description: `We sent a new confirmation link to ${email}.`,
      durationMs: TOAST_MS.signUp,
    } satisfies Toast,
  };
}

/** The same answer whether or not an account exists, so nobody can probe for accounts here. */
export async function requestPasswordReset(context: RequestContext, request: Request, form: FormData) {
  const email = emailField(form, "email");
  await checkAuthLimits(context, "passwordReset", email);
  await callAuth(() =>
    context.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset-password" },
      headers: authHeaders(context, request),
    }),
  );
  return {
    data: { sentTo: email },
    toast: {
      title: "Check your email",
      description: `If an account exists for ${email}, we sent a link to reset its password.`,
      durationMs: TOAST_MS.resetRequest,
    } satisfies Toast,
  };
}

export async function resetPassword(context: RequestContext, request: Request, form: FormData) {
  const newPassword = text(form, "newPassword");
  refuse(validateNewPassword(newPassword, text(form, "confirmPassword")));
  const token = text(form, "token");
  if (!token) throw new AppError(400, EXPIRED_RESET_LINK, "INVALID_TOKEN");
  await callAuth(
    () => context.auth.api.resetPassword({ body: { newPassword, token }, headers: authHeaders(context, request) }),
    { INVALID_TOKEN: { message: EXPIRED_RESET_LINK } },
  );
  return {
    redirectTo: "/auth",
    toast: {
      title: "Success",
      description: "Your password has been changed. Sign in with your new password.",
    } satisfies Toast,
  };
}

/** Spec: signing out of an ended session is not an error; the visitor ends up signed out either way. */
export async function signOut(context: RequestContext, request: Request) {
  try {
    const { headers } = await context.auth.api.signOut({ headers: authHeaders(context, request), returnHeaders: true });
    return { headers: cookiesOf(headers) };
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    return { headers: new Headers() };
  }
}

export async function changePassword(context: RequestContext, request: Request, form: FormData) {
  const currentPassword = text(form, "currentPassword");
  if (!currentPassword) throw new AppError(400, "Please enter your current password.", "INVALID", "currentPassword");
  const newPassword = text(form, "newPassword");
  refuse(validateNewPassword(newPassword, text(form, "confirmPassword")));
  const { headers } = await callAuth(
    () =>
      context.auth.api.changePassword({
        body: { currentPassword, newPassword },
        headers: authHeaders(context, request),
        returnHeaders: true,
      }),
    { INVALID_PASSWORD: { message: "Your current password is not correct.", field: "currentPassword" } },
  );
  return {
    headers: cookiesOf(headers),
    toast: { title: "Success", description: "Your password has been changed." } satisfies Toast,
  };
}

export async function changeEmail(context: RequestContext, request: Request, form: FormData, currentEmail: string) {
  const email = emailField(form, "newEmail");
  if (email === currentEmail.toLowerCase()) {
    throw new AppError(400, "That is already your email address.", "INVALID", "newEmail");
  }
  await checkAuthLimits(context, "confirmationMail", email);
  await callAuth(
    () =>
      context.auth.api.changeEmail({
        body: { newEmail: email, callbackURL: "/settings" },
        headers: authHeaders(context, request),
      }),
    {
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
        message: "That email belongs to another account.",
        field: "newEmail",
      },
    },
  );
  return {
    toast: {
      title: "Check your email",
      description: `We sent a confirmation link to ${email}. Your email changes when you open it.`,
    } satisfies Toast,
  };
}

export async function revokeOtherSessions(context: RequestContext, request: Request) {
  await callAuth(() => context.auth.api.revokeOtherSessions({ headers: authHeaders(context, request) }));
  return { toast: { title: "Success", description: "You have been signed out of every other device." } };
}

export async function deleteAccount(context: RequestContext, request: Request, form: FormData) {
  if (text(form, "confirmation") !== DELETE_CONFIRMATION) {
    throw new AppError(400, `Type ${DELETE_CONFIRMATION} to confirm.`, "INVALID", "confirmation");
  }
  const password = text(form, "password");
  if (!password) throw new AppError(400, "Please enter your password.", "INVALID", "password");
  const { headers } = await callAuth(
    () =>
      context.auth.api.deleteUser({ body: { password }, headers: authHeaders(context, request), returnHeaders: true }),
    { INVALID_PASSWORD: { message: "Your password is not correct.", field: "password" } },
  );
  return {
    headers: cookiesOf(headers),
    redirectTo: "/",
    toast: { title: "Account deleted", description: "Your account has been deleted. Take care!" } satisfies Toast,
  };
}
