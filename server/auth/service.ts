import { APIError } from "better-auth/api";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  AUTH_MESSAGES,
  CANCEL_LINK_GONE,
  DELETE_CONFIRMATION,
  emailSchema,
  EXPIRED_RESET_LINK,
  TOAST_MS,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type FormProblem,
  type SignUpInput,
} from "../../common/auth";
import type { Toast } from "../../common/action-result";
import { REPORT_DETAILS_MAX } from "../../common/forum";
import { MODERATION_MESSAGES } from "../../common/moderation";
import { AppError, SIGN_IN_REQUIRED } from "../app-error";
import { accounts, profiles, reports, users } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import {
  accountDeletedMail,
  emailChangedMail,
  emailChangeRequestedMail,
  newSignInMail,
  passwordChangedMail,
} from "../mail/templates";
import {
  describeRetryAfter,
  hitRateLimit,
  peekRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "../rate-limit";
import type { RequestContext } from "../request-context";
import type { Viewer } from "../identity";
import { ACCOUNT_SUSPENDED, CLIENT_ADDRESS_HEADER } from "./auth";
import { isCommonPassword } from "./common-passwords";
import { confirmEmail, type ConfirmOutcome } from "./confirm-email";
import {
  cancelChange,
  cancelToken,
  changeIdOf,
  findCancellable,
  recordEmailChange,
  type EmailChange,
} from "./email-change";
import { knownDevice } from "./known-device";
import { describeUserAgent } from "./user-agent";
import { usernameRefusal } from "../profiles/usernames";

/**
 * Account rules: every account write (sign-up, sign-in, confirmation mail, reset, sign-out, password,
 * email, other devices, deletion) is a route action that calls one function here, which checks the
 * form with the same rules the screen states, counts the attempt against our abuse limits, and calls
 * better-auth's server API. Failures become AppErrors worded as the spec words them.
 *
 * What guards an account against someone holding one of its sessions (ADR 0014): changing the email or
 * the password and deleting the account each need the current password, whose wrong guesses count as
 * failed sign-ins; the account's address is told of every such change and of sign-ins from new browsers.
 *
 * Two-factor sign-in (two-factor.ts) and the sessions list (sessions.ts) follow the same shape with the
 * helpers exported here.
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

/**
 * Counts one attempt against the address, the email and the member (where the action has such a limit);
 * refuses with the spec's "Too many attempts".
 */
export async function checkAuthLimits(
  context: RequestContext,
  action: keyof typeof AUTH_LIMITS,
  email: string | undefined,
  memberId?: string,
): Promise<void> {
  const limits = AUTH_LIMITS[action];
  const db = context.database.db;
  const checks = [hitRateLimit(db, `auth:${action}:address:${context.clientAddress}`, limits.address)];
  if (email && "email" in limits) {
    checks.push(hitRateLimit(db, `auth:${action}:email:${email.trim().toLowerCase()}`, limits.email));
  }
  if (memberId && "member" in limits) {
    checks.push(hitRateLimit(db, `auth:${action}:member:${memberId}`, limits.member));
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
 * A check of an account's password (a sign-in, or the current password in settings): refused while the
 * email's failed guesses are over SIGN_IN_FAILURE_LIMITS, and a wrong password (`failureCode`) counts as
 * one more, so that a stolen session cannot be used to guess the password faster than signing in can.
 */
async function guardPassword<T>(
  context: RequestContext,
  email: string,
  failureCode: string,
  call: () => Promise<T>,
): Promise<T> {
  const db = context.database.db;
  const keys = signInFailureKeys(context, email);
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

/** The current password, as settings ask for it; better-auth's answer to a wrong one in the screen's words. */
const WRONG_CURRENT_PASSWORD = {
  INVALID_PASSWORD: { message: AUTH_MESSAGES.currentPasswordIncorrect, field: "currentPassword" },
};

function currentPasswordField(form: FormData): string {
  const password = text(form, "currentPassword");
  if (!password) throw new AppError(400, AUTH_MESSAGES.currentPasswordMissing, "INVALID", "currentPassword");
  return password;
}

/** Checked here only, after the screen's own rules: the list of common passwords stays on the server. */
function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError(400, AUTH_MESSAGES.commonPassword, "COMMON_PASSWORD", field);
}

/** A new password with its confirmation (reset and settings). */
function refuseNewPassword(password: string, confirmation: string): void {
  refuse(validateNewPassword(password, confirmation));
  refuseCommonPassword(password, "newPassword");
}

/** When and from which browser: what a security notice says about the request. */
export const eventOf = (request: Request, when = new Date()) => ({
  when,
  browser: describeUserAgent(request.headers.get("user-agent")),
});

const resetPasswordUrl = (context: RequestContext) => `${context.config.publicUrl}/auth/reset-password`;

async function authSecret(context: RequestContext): Promise<string> {
  return (await context.auth.$context).secret;
}

/** The members this browser has been used by (the signed `known_device` cookie). */
async function deviceOf(context: RequestContext, request: Request) {
  return knownDevice(request, await authSecret(context), context.config.publicUrl.startsWith("https:"));
}

/**
 * A security notice: sent after the change it reports has happened, so a mail server that is down is
 * logged rather than reported to the member as if the change had failed.
 */
export async function notify(context: RequestContext, message: MailMessage): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.logger.error({ reqId: context.requestId, err: error, subject: message.subject }, "notice not sent");
  }
}

/**
 * better-auth's refusals in the spec's words. `overrides` words a code for one screen (a wrong current
 * password in settings is said beside its field). Anything that is not a 4xx is a fault, not a refusal.
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
      case ACCOUNT_SUSPENDED:
        throw new AppError(403, error.message, code);
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
  const { headers, response } = await guardPassword(context, input.email, "INVALID_EMAIL_OR_PASSWORD", () =>
    callAuth(() =>
      context.auth.api.signInEmail({ body: input, headers: authHeaders(context, request), returnHeaders: true }),
    ),
  );
  if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
    return { headers: cookiesOf(headers), redirectTo: `/auth/two-factor?redirectTo=${encodeURIComponent(next)}` };
  }
  const user = (response as { user: { id: string; email: string } }).user;
  const cookies = cookiesOf(headers);
  await rememberDevice(context, request, user, cookies);
  return { headers: cookies, redirectTo: next, toast: await welcome(context, user.id) };
}

/**
 * The toast of a sign-in with a password: the member's first sign-in ever is welcomed as one (the spec's
 * "Welcome back!" would not be true), every later one is welcomed back. Set once, by whichever sign-in
 * gets there first. (A two-factor sign-in is never the first: turning it on needs a signed-in member.)
 */
async function welcome(context: RequestContext, userId: string): Promise<Toast> {
  const db = context.database.db;
  const [first] = await db
    .update(users)
    .set({ firstSignedInAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)))
    .returning({ id: users.id });
  if (!first) return { title: AUTH_MESSAGES.welcomeBack };
  const [profile] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  return {
    title: AUTH_MESSAGES.welcomeFirst,
    ...(profile && {
      description: `Your username is ${profile.username}: members see it on what you write, and can mention you as @${profile.username}.`,
    }),
  };
}

/**
 * A suspended member asks the moderators to look at their suspension again. They cannot sign in, so their
 * email and password say who they are (wrong ones count as failed sign-ins). The request is a review
 * report on their own account: it waits in the moderation queue, where lifting the suspension (or
 * dismissing it) answers it. One open request at a time.
 */
export async function appealSuspension(context: RequestContext, request: Request, form: FormData) {
  const input = { email: text(form, "email").trim(), password: text(form, "password") };
  refuse(validateSignIn(input));
  const appeal = text(form, "appeal").trim();
  if (!appeal) throw new AppError(400, AUTH_MESSAGES.appealMissing, "INVALID", "appeal");
  if (appeal.length > REPORT_DETAILS_MAX) throw new AppError(400, AUTH_MESSAGES.appealTooLong, "INVALID", "appeal");
  await checkAuthLimits(context, "signIn", input.email);
  const member = await guardPassword(context, input.email, "INVALID_EMAIL_OR_PASSWORD", () =>
    checkPassword(context, input.email, input.password),
  );
  if (!member.suspendedUntil || member.suspendedUntil <= new Date()) {
    throw new AppError(409, AUTH_MESSAGES.notSuspended, "NOT_SUSPENDED");
  }
  const filed = await context.database.db
    .insert(reports)
    .values({ reporterId: member.id, reportedUserId: member.id, reason: "review", details: appeal })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (filed.length === 0) throw new AppError(409, MODERATION_MESSAGES.reviewOnce, "ALREADY_REQUESTED");
  return {
    toast: {
      title: "Review requested",
      description: "A moderator will look at your suspension again. If they lift it, you can sign in as usual.",
    } satisfies Toast,
  };
}

/** An account's password, checked without signing in (better-auth's own hashing); the account, or a 401. */
async function checkPassword(context: RequestContext, email: string, password: string) {
  const [member] = await context.database.db
    .select({ id: users.id, suspendedUntil: users.suspendedUntil, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const hashing = (await context.auth.$context).password;
  // An unknown address costs the same time as a wrong password, so the answer's timing tells nothing.
  const right = member?.hash
    ? await hashing.verify({ hash: member.hash, password })
    : await hashing.hash(password).then(() => false);
  if (!member || !right) {
    throw new AppError(401, AUTH_MESSAGES.incorrectCredentials, "INVALID_EMAIL_OR_PASSWORD");
  }
  return member;
}

/**
 * A member has just signed in (with their password, or after the two-factor challenge). If this browser
 * has not been used by them before, tell them, in case it is not them (ADR 0014); then remember it.
 */
export async function rememberDevice(
  context: RequestContext,
  request: Request,
  user: { id: string; email: string },
  cookies: Headers,
): Promise<void> {
  const device = await deviceOf(context, request);
  if (!device.knows(user.id)) {
    await notify(context, newSignInMail(user.email, { ...eventOf(request), resetUrl: resetPasswordUrl(context) }));
  }
  cookies.append("Set-Cookie", await device.remember(user.id));
}

/**
 * Sign-up with the username the member chose: its rules checked with the form's, then whether it is free
 * (as the form checks it while it is typed); the profile trigger gives it to the new profile in the same
 * transaction as the user (ADR 0023).
 */
export async function signUp(context: RequestContext, request: Request, form: FormData) {
  const input: SignUpInput = {
    email: text(form, "email"),
    username: text(form, "username"),
    password: text(form, "password"),
    confirmPassword: text(form, "confirmPassword"),
    agreeToTerms: form.get("agreeToTerms") === "on",
  };
  refuse(validateSignUp(input));
  refuseCommonPassword(input.password, "password");
  const email = emailSchema.parse(input.email);
  const username = input.username.trim();
  const db = context.database.db;
  await checkAuthLimits(context, "signUp", email);
  // The spec tells a visitor who signs up with a registered email to sign in instead; better-auth would
  // answer as if the sign-up had worked (to hide which emails exist), so we answer first.
  const existing = await db.execute(sql`SELECT 1 FROM users WHERE lower(email) = ${email} LIMIT 1`);
  if (existing.rows.length > 0) {
    throw new AppError(409, AUTH_MESSAGES.alreadyRegistered, "USER_ALREADY_EXISTS", "email");
  }
  const refusal = await usernameRefusal(db, username, null);
  if (refusal) throw refusal;
  const { user } = await callAuth(() =>
    context.auth.api.signUpEmail({
      body: { email, password: input.password, name: username },
      headers: authHeaders(context, request),
    }),
  ).catch(async (error: unknown) => {
    // Free a moment ago, taken now: another sign-up got there first, and the unique index refused this one.
    if (error instanceof AppError && error.code === "FAILED_TO_CREATE_USER") {
      throw (await usernameRefusal(db, username, null)) ?? error;
    }
    throw error;
  });
  // The browser that signs up is the member's own: signing in here later is not a new device.
  const device = await deviceOf(context, request);
  return {
    headers: new Headers({ "Set-Cookie": await device.remember(user.id) }),
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

/**
 * Whether a reset link's token can still set a password: asked when the page opens, so that a bogus,
 * expired or spent link says so (and offers a new one) before the member types two new passwords.
 * better-auth keeps the token as a verification row until it is used or expires.
 */
export async function resetLinkIsLive(context: RequestContext, token: string): Promise<boolean> {
  // better-auth's tokens are letters and digits: anything else is no link of ours.
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(token)) return false;
  const row = await context.database.db.execute(
    sql`SELECT 1 FROM verifications WHERE identifier = ${`reset-password:${token}`} AND expires_at > now() LIMIT 1`,
  );
  return row.rows.length > 0;
}

export async function resetPassword(context: RequestContext, request: Request, form: FormData) {
  const newPassword = text(form, "newPassword");
  refuseNewPassword(newPassword, text(form, "confirmPassword"));
  const token = text(form, "token");
  if (!token) throw new AppError(400, EXPIRED_RESET_LINK, "INVALID_TOKEN");
  // Whose password this is, for the notice (better-auth keeps the token's user in its verification row).
  const owner = await context.database.db.execute<{ email: string }>(
    sql`SELECT u.email FROM verifications v JOIN users u ON u.id::text = v.value
        WHERE v.identifier = ${`reset-password:${token}`} LIMIT 1`,
  );
  // The reset ends every session of the account (revokeSessionsOnPasswordReset).
  await callAuth(
    () => context.auth.api.resetPassword({ body: { newPassword, token }, headers: authHeaders(context, request) }),
    { INVALID_TOKEN: { message: EXPIRED_RESET_LINK } },
  );
  const email = owner.rows[0]?.email;
  if (email) {
    await notify(
      context,
      passwordChangedMail(email, { ...eventOf(request), resetUrl: resetPasswordUrl(context), byReset: true }),
    );
  }
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

/** Ends every other session of the account: whoever else was signed in must sign in with the new password. */
export async function changePassword(context: RequestContext, request: Request, form: FormData, viewer: Viewer) {
  const currentPassword = currentPasswordField(form);
  const newPassword = text(form, "newPassword");
  refuseNewPassword(newPassword, text(form, "confirmPassword"));
  const { headers } = await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(
      () =>
        context.auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: authHeaders(context, request),
          returnHeaders: true,
        }),
      WRONG_CURRENT_PASSWORD,
    ),
  );
  await notify(
    context,
    passwordChangedMail(viewer.email, { ...eventOf(request), resetUrl: resetPasswordUrl(context), byReset: false }),
  );
  return {
    headers: cookiesOf(headers),
    toast: { title: "Success", description: "Your password has been changed." } satisfies Toast,
  };
}

/**
 * Asks for an email change: with the current password, within the limits (per member, and per new
 * address, so nobody can bomb an address with confirmation mail), and told to the old address with a
 * link that cancels it. The new address confirms it (server/auth/confirm-email.ts).
 */
export async function changeEmail(context: RequestContext, request: Request, form: FormData, viewer: Viewer) {
  const email = emailField(form, "newEmail");
  if (email === viewer.email.toLowerCase()) {
    throw new AppError(400, "That is already your email address.", "INVALID", "newEmail");
  }
  const password = currentPasswordField(form);
  const headers = authHeaders(context, request);
  await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(() => context.auth.api.verifyPassword({ body: { password }, headers }), WRONG_CURRENT_PASSWORD),
  );
  await checkAuthLimits(context, "changeEmail", email, viewer.id);
  await callAuth(() => context.auth.api.changeEmail({ body: { newEmail: email, callbackURL: "/settings" }, headers }), {
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
      message: "That email belongs to another account.",
      field: "newEmail",
    },
  });
  const change = await recordEmailChange(context.database.db, {
    userId: viewer.id,
    oldEmail: viewer.email,
    newEmail: email,
    requestedBy: request.headers.get("user-agent"),
  });
  await notify(
    context,
    emailChangeRequestedMail(viewer.email, {
      ...eventOf(request, change.requestedAt),
      newEmail: email,
      cancelUrl: await cancelEmailChangeUrl(context, change),
    }),
  );
  return {
    toast: {
      title: "Check your email",
      description: `We sent a confirmation link to ${email}. Your email changes when you open it.`,
    } satisfies Toast,
  };
}

async function cancelEmailChangeUrl(context: RequestContext, change: EmailChange): Promise<string> {
  const token = cancelToken(await authSecret(context), change.id);
  return `${context.config.publicUrl}/auth/cancel-email-change?token=${encodeURIComponent(token)}`;
}

/**
 * The link in a confirmation mail (a GET: it signs nobody in). A confirmed email change is told to the
 * old address, with the link that undoes it.
 */
export async function openConfirmationLink(
  context: RequestContext,
  request: Request,
  token: string,
): Promise<ConfirmOutcome> {
  const result = await confirmEmail(context.auth, context.database.db, token, request.headers);
  if (result.outcome === "email-changed") {
    const { change } = result;
    await notify(
      context,
      emailChangedMail(change.oldEmail, {
        when: change.appliedAt ?? new Date(),
        browser: describeUserAgent(change.requestedBy),
        newEmail: change.newEmail,
        cancelUrl: await cancelEmailChangeUrl(context, change),
      }),
    );
  }
  return result;
}

/** What the cancel link's page shows before the member confirms: the change it would undo, or null. */
export async function findEmailChangeToCancel(context: RequestContext, token: string) {
  const id = changeIdOf(await authSecret(context), token);
  const change = id ? await findCancellable(context.database.db, id) : null;
  return change && { oldEmail: change.oldEmail, newEmail: change.newEmail, applied: change.appliedAt !== null };
}

/**
 * The old address's "it was not me": the change dies (and is undone if it was applied), every session of
 * the account ends, and the old address gets a link to choose a new password, since whoever asked for
 * the change knew the current one.
 */
export async function cancelEmailChange(context: RequestContext, request: Request, form: FormData) {
  const id = changeIdOf(await authSecret(context), text(form, "token"));
  const result = id ? await cancelChange(context.database.db, id) : ({ outcome: "gone" } as const);
  if (result.outcome === "gone") throw new AppError(400, CANCEL_LINK_GONE, "INVALID_TOKEN");
  if (result.outcome === "address-taken") {
    throw new AppError(
      409,
      "Your old address now belongs to another account, so it cannot be put back. Nothing was changed.",
      "ADDRESS_TAKEN",
    );
  }
  const email = result.change.oldEmail;
  await callAuth(() =>
    context.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset-password" },
      headers: authHeaders(context, request),
    }),
  );
  return {
    redirectTo: "/auth/cancel-email-change?cancelled=1",
    toast: {
      title: "Email change cancelled",
      description: `${email} is your account's email. Check it for a link to choose a new password.`,
      durationMs: TOAST_MS.resetRequest,
    } satisfies Toast,
  };
}

export async function revokeOtherSessions(context: RequestContext, request: Request) {
  await callAuth(() => context.auth.api.revokeOtherSessions({ headers: authHeaders(context, request) }));
  return { toast: { title: "Success", description: "You have been signed out of every other device." } };
}

/**
 * The typed confirmation is DELETE in any case, spaces around it ignored (a phone types small letters);
 * anything else is refused beside the field before the password is checked. The account's address is
 * told afterwards, in case it was not the member.
 */
export async function deleteAccount(context: RequestContext, request: Request, form: FormData, viewer: Viewer) {
  if (text(form, "confirmation").trim().toUpperCase() !== DELETE_CONFIRMATION) {
    throw new AppError(400, `Type ${DELETE_CONFIRMATION} to confirm.`, "INVALID", "confirmation");
  }
  const password = currentPasswordField(form);
  // With the password better-auth checks it whatever the session's age (without it, a session younger
  // than a day could delete the account); we never call it without one.
  const { headers } = await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(
      () =>
        context.auth.api.deleteUser({
          body: { password },
          headers: authHeaders(context, request),
          returnHeaders: true,
        }),
      WRONG_CURRENT_PASSWORD,
    ),
  );
  await notify(
    context,
    accountDeletedMail(viewer.email, {
      ...eventOf(request),
      signUpUrl: `${context.config.publicUrl}/auth?mode=sign-up`,
    }),
  );
  // A page rendered for the request, so the message shows (the home page is built ahead and shows none).
  return {
    headers: cookiesOf(headers),
    redirectTo: "/community/forum",
    toast: { title: "Account deleted", description: "Your account has been deleted. Take care!" } satisfies Toast,
  };
}
