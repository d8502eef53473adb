import { eq } from "drizzle-orm";
import type { Toast } from "../../../common/action-result";
import { AppError } from "../../app-error";
import { users } from "../../db/schema";
import { recoveryCodesRenewedMail } from "../../mail/templates";
import type { MemberAccountUseCase } from "../account-context";
import { eventOf } from "../notices";
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
    throw new AppError(409, "Two-factor sign-in is off: there are no recovery codes to replace.", "ALREADY_OFF");
  }
  await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.generateBackupCodes({ body: { password }, headers: context.client.headers }),
  );
  await showRecoveryCodes(context, viewer.id, RENEWED);
  await context.notify(
    recoveryCodesRenewedMail(viewer.email, {
      ...eventOf(context.client.userAgent, context.now),
      locale: viewer.locale,
      resetUrl: `${context.config.publicUrl}/auth/reset-password`,
    }),
  );
  return {
    redirectTo: "/settings#two-factor",
    toast: {
      title: "New recovery codes",
      description: "Your old recovery codes no longer work. Save these now: they are shown only this once.",
    } satisfies Toast,
  };
};
