import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { ACCOUNT_SUSPENDED, MIN_PASSWORD_LENGTH } from "../../common/auth";
import { suspensionMessage } from "../../common/moderation";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema";
import { isSuspended } from "../identity";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { Locale } from "../../common/i18n";
import { asLocale, siteLink } from "../mail/locale";
import { changeEmailMail, confirmEmailMail, resetPasswordMail } from "../mail/templates";
import { newRecoveryCodes } from "./recovery-codes";

/** Set by server/auth/routes.ts from the connection (or the proxy's X-Forwarded-For), never by the client. */
export const CLIENT_ADDRESS_HEADER = "x-ireland-guide-client-address";

/**
 * The language of the page a member signs up on, set by the sign-up use case (server/auth/sign-up.ts) on
 * the headers it calls better-auth with. better-auth runs in the server's bundle, whose copy of the
 * message runtime knows no request's locale (React Router's bundle has its own): asked there,
 * `getLocale()` answered English for every sign-up (issue #46).
 */
export const SIGN_UP_LOCALE_HEADER = "x-ireland-guide-sign-up-locale";

/** How long the challenge after a right password waits for the second factor. */
const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Whether a verification token changes an existing account's email (its JWT payload carries updateTo). */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.updateTo === "string";
  } catch {
    return false;
  }
}

export function createAuth({
  config,
  database,
  mailer,
  logger,
  secret,
}: {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}) {
  /** A mailed link opens the page in the language of the mail (the account's). */
  const link = (path: string, token: string, locale: Locale) =>
    siteLink(config, `${path}?token=${encodeURIComponent(token)}`, locale);
  const localeOf = (user: object) => asLocale((user as { locale?: unknown }).locale);
  return betterAuth({
    appName: "Ireland Guide",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
      // better-auth's multi-row writes (sign-up: user, profile and account; password reset: token,
      // sessions and password; email change) each run in one transaction. Mail goes after the commit.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const locale = localeOf(user);
        await mailer.send(resetPasswordMail(user.email, link("/auth/reset-password", token, locale), locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Opening the link proves the address, nothing more: whoever opens it (another browser, a mail
      // scanner) is not signed in; the member signs in with their password (ADR 0014).
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, token }) => {
        const locale = localeOf(user);
        const url = link("/auth/confirm", token, locale);
        await mailer.send(
          isEmailChange(token) ? changeEmailMail(user.email, url, locale) : confirmEmailMail(user.email, url, locale),
        );
      },
    },
    user: {
      // Read by the session hook below; set only by moderators (server/moderation/service.ts).
      additionalFields: {
        suspendedUntil: { type: "date", required: false, input: false },
        suspensionReason: { type: "string", required: false, input: false },
        // The language of the member's mail: the page's at sign-up (below), then theirs to change in /settings.
        locale: { type: "string", required: false, input: false, defaultValue: "en" },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // Once the password is checked, the account goes in one statement: deleting the user row cascades
        // to its sessions, accounts, profile, avatar and likes, and anonymises its posts and comments
        // (ADR 0004). better-auth's own deletes that follow, one table at a time, find nothing left.
        beforeDelete: async (user) => {
          await database.db.delete(users).where(eq(users.id, user.id));
        },
      },
    },
    databaseHooks: databaseHooks(database),
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY, // a session in use is extended once a day
    },
    plugins: [
      // Two-factor sign-in with an authenticator app (TOTP) and ten one-time recovery codes (ours, without
      // look-alikes: recovery-codes.ts). The screens and our limits are in server/auth/two-factor/ (ADR 0015).
      twoFactor({
        issuer: "Ireland Guide",
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        backupCodeOptions: { customBackupCodesGenerate: newRecoveryCodes },
      }),
    ],
    // Abuse limits are ours (server/auth/routes.ts): per address and per email, in the database.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: "uuid" },
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
}

/**
 * better-auth's hooks on the rows it writes: a new member's mail language, and no session for a suspended
 * member.
 */
function databaseHooks(database: Database) {
  return {
    user: {
      create: {
        // A new member's mail is in the language of the page they signed up on (English when the
        // account is made without the form: the tests' helpers, scripts).
        before: async (user, context) => ({
          data: { ...user, locale: asLocale(context?.headers?.get(SIGN_UP_LOCALE_HEADER)) },
        }),
      },
    },
    session: {
      create: {
        // A suspended member gets no session, whichever way they sign in (password, two-factor code).
        // This runs after the password was checked: the reason is told only to the account's owner.
        // It reads through better-auth's adapter, inside the transaction the session is made in (a
        // password change makes one): PGlite has one connection, and a query beside it would wait forever.
        before: async (session, context) => {
          type Suspension = { suspendedUntil?: Date | null; suspensionReason?: string | null } | null;
          const user: Suspension = context
            ? ((await context.context.internalAdapter.findUserById(session.userId)) as Suspension)
            : ((
                await database.db
                  .select({ suspendedUntil: users.suspendedUntil, suspensionReason: users.suspensionReason })
                  .from(users)
                  .where(eq(users.id, session.userId))
              )[0] ?? null);
          const until = user?.suspendedUntil ? new Date(user.suspendedUntil) : null;
          if (until && isSuspended(until)) {
            // The words are made again where the request's language is known (better-auth-calls.ts);
            // this hook runs outside it, so here they would be English whatever the page's language.
            throw new APIError("FORBIDDEN", {
              code: ACCOUNT_SUSPENDED,
              message: suspensionMessage(until, user?.suspensionReason ?? null),
              until: until.toISOString(),
              reason: user?.suspensionReason ?? null,
            });
          }
        },
      },
    },
  } satisfies BetterAuthOptions["databaseHooks"];
}

export type Auth = ReturnType<typeof createAuth>;
export { ACCOUNT_SUSPENDED } from "../../common/auth";
