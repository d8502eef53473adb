import { m } from "../../../common/i18n";
import { eq } from "drizzle-orm";
import type { Toast } from "../../../common/action-result";
import { AppError } from "../../app-error";
import { users } from "../../db/schema";
import { recoveryCodesRenewedMail } from "../../mail/templates";
import type { MemberAccountUseCase } from "../account-context";
import { eventOf, resetPasswordUrl } from "../notices";
import { withPassword } from "./password-check";
import { RENEWED, showRecoveryCodes } from "./recovery-codes-shown";

/**
 * Ten new recovery codes for the password: the old ones stop working at once (better-auth replaces them in
 * one update), the new ones are shown once as after turning two-factor on, and the account's address is told.
 */
export const renewRecoveryCodes: MemberAccountUseCase<{ currentPassword: string }> = async (context, input) => {
  const { viewer } = context;
  const [row] = await context.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
  if (!row?.enabled) {
    throw new AppError(409, m.twofa_off_no_codes(), "ALREADY_OFF");
  }
  await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.generateBackupCodes({ body: { password }, headers: context.client.headers }),
  );
  await showRecoveryCodes(context, viewer.id, RENEWED);
  await context.notify(
    recoveryCodesRenewedMail(viewer.email, {
      ...eventOf(context.client.userAgent, context.now, viewer.locale),
      resetUrl: resetPasswordUrl(context.config, viewer.locale),
    }),
  );
  return {
    redirectTo: "/settings#two-factor",
    toast: {
      title: m.twofa_new_codes_title(),
      description: m.twofa_new_codes(),
    } satisfies Toast,
  };
};
