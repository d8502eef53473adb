import { m } from "../../common/i18n";
import type { Toast } from "../../common/action-result";
import { passwordChangedMail } from "../mail/templates";
import type { MemberAccountUseCase } from "./account-context";
import { callAuth, cookiesOf } from "./better-auth-calls";
import { refuseNewPassword, requireCurrentPassword, WRONG_CURRENT_PASSWORD } from "./form-rules";
import { guardPassword } from "./limits";
import { eventOf, resetPasswordUrl } from "./notices";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Ends every other session of the account: whoever else was signed in must sign in with the new password. */
export const changePassword: MemberAccountUseCase<ChangePasswordInput> = async (context, input) => {
  const { viewer } = context;
  const currentPassword = requireCurrentPassword(input.currentPassword);
  const { newPassword } = input;
  refuseNewPassword(newPassword, input.confirmPassword);
  const { headers } = await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(
      () =>
        context.auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: context.client.headers,
          returnHeaders: true,
        }),
      WRONG_CURRENT_PASSWORD,
    ),
  );
  await context.notify(
    passwordChangedMail(viewer.email, {
      ...eventOf(context.client.userAgent, context.now, viewer.locale),
      resetUrl: resetPasswordUrl(context.config, viewer.locale),
      byReset: false,
    }),
  );
  return {
    headers: cookiesOf(headers),
    toast: { title: m.auth_success(), description: m.settings_password_changed() } satisfies Toast,
  };
};
