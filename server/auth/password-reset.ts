import { sql } from "drizzle-orm";
import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { expiredResetLink, TOAST_MS } from "../../common/auth";
import { AppError } from "../app-error";
import type { Db } from "../db/database";
import { asLocale } from "../mail/locale";
import { passwordChangedMail } from "../mail/templates";
import type { AccountUseCase } from "./account-context";
import { callAuth } from "./better-auth-calls";
import { checkedEmail, refuseNewPassword } from "./form-rules";
import { checkAuthLimits } from "./limits";
import { eventOf, resetPasswordUrl } from "./notices";

/**
 * A forgotten password (app/routes/auth-reset-password.tsx): asking for a link, checking it as its page
 * opens, and setting the new password with it. better-auth keeps the link's token as a verification row
 * until it is used or expires.
 */

/** The same answer whether or not an account exists, so nobody can probe for accounts here. */
export const requestPasswordReset: AccountUseCase<{ email: string }> = async (context, input) => {
  const email = checkedEmail(input.email, "email");
  await checkAuthLimits(context, "passwordReset", email);
  await callAuth(() =>
    context.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset-password" },
      headers: context.client.headers,
    }),
  );
  return {
    data: { sentTo: email },
    toast: {
      title: m.auth_check_email_title(),
      description: m.auth_reset_sent({ email }),
      durationMs: TOAST_MS.resetRequest,
    } satisfies Toast,
  };
};

/**
 * Whether a reset link's token can still set a password: asked when the page opens, so that a bogus,
 * expired or spent link says so (and offers a new one) before the member types two new passwords.
 */
export async function resetLinkIsLive(db: Db, token: string): Promise<boolean> {
  // better-auth's tokens are letters and digits: anything else is no link of ours.
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(token)) return false;
  const row = await db.execute(
    sql`SELECT 1 FROM verifications WHERE identifier = ${`reset-password:${token}`} AND expires_at > now() LIMIT 1`,
  );
  return row.rows.length > 0;
}

export interface ResetPasswordInput {
  newPassword: string;
  confirmPassword: string;
  /** The emailed link's token. */
  token: string;
}

/** The new password, set with the link's token; the account's address is told. */
export const resetPassword: AccountUseCase<ResetPasswordInput> = async (context, input) => {
  const { newPassword, token } = input;
  refuseNewPassword(newPassword, input.confirmPassword);
  if (!token) throw new AppError(400, expiredResetLink(), "INVALID_TOKEN");
  // Whose password this is, for the notice (better-auth keeps the token's user in its verification row).
  const owner = await context.db.execute<{ email: string; locale: string }>(
    sql`SELECT u.email, u.locale FROM verifications v JOIN users u ON u.id::text = v.value
        WHERE v.identifier = ${`reset-password:${token}`} LIMIT 1`,
  );
  // The reset ends every session of the account (revokeSessionsOnPasswordReset).
  await callAuth(
    () => context.auth.api.resetPassword({ body: { newPassword, token }, headers: context.client.headers }),
    { INVALID_TOKEN: { message: expiredResetLink() } },
  );
  const email = owner.rows[0]?.email;
  if (email) {
    const locale = asLocale(owner.rows[0]?.locale);
    await context.notify(
      passwordChangedMail(email, {
        ...eventOf(context.client.userAgent, context.now, locale),
        resetUrl: resetPasswordUrl(context.config, locale),
        byReset: true,
      }),
    );
  }
  return {
    redirectTo: "/auth",
    toast: {
      title: m.auth_success(),
      description: m.auth_password_reset_done(),
    } satisfies Toast,
  };
};
