import { m } from "../../common/i18n";
import type { Toast } from "../../common/action-result";
import { AppError } from "../app-error";
import { emailChangeRequestedMail } from "../mail/templates";
import type { MemberAccountUseCase } from "./account-context";
import { authSecret, callAuth } from "./better-auth-calls";
import { cancelEmailChangeUrl, recordEmailChange } from "./email-change";
import { checkedEmail, requireCurrentPassword, WRONG_CURRENT_PASSWORD } from "./form-rules";
import { checkAuthLimits, guardPassword } from "./limits";
import { eventOf } from "./notices";

export interface ChangeEmailInput {
  newEmail: string;
  currentPassword: string;
}

/**
 * Asks for an email change: with the current password, within the limits (per member, and per new
 * address, so nobody can bomb an address with confirmation mail), and told to the old address with a
 * link that cancels it. The new address confirms it (confirm-email-link.ts); the requests are kept in
 * email_changes (email-change.ts).
 */
export const changeEmail: MemberAccountUseCase<ChangeEmailInput> = async (context, input) => {
  const { viewer } = context;
  const email = checkedEmail(input.newEmail, "newEmail");
  if (email === viewer.email.toLowerCase()) {
    throw new AppError(400, m.settings_email_same(), "INVALID", "newEmail");
  }
  const password = requireCurrentPassword(input.currentPassword);
  const headers = context.client.headers;
  await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(() => context.auth.api.verifyPassword({ body: { password }, headers }), WRONG_CURRENT_PASSWORD),
  );
  await checkAuthLimits(context, "changeEmail", email, viewer.id);
  await callAuth(() => context.auth.api.changeEmail({ body: { newEmail: email, callbackURL: "/settings" }, headers }), {
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
      message: m.settings_email_taken(),
      field: "newEmail",
    },
  });
  const change = await recordEmailChange(context.db, {
    userId: viewer.id,
    oldEmail: viewer.email,
    newEmail: email,
    requestedBy: context.client.userAgent,
  });
  await context.notify(
    emailChangeRequestedMail(viewer.email, {
      ...eventOf(context.client.userAgent, change.requestedAt, viewer.locale),
      newEmail: email,
      cancelUrl: cancelEmailChangeUrl(context.config, await authSecret(context.auth), change, viewer.locale),
    }),
  );
  return {
    toast: {
      title: m.auth_check_email_title(),
      description: m.settings_email_change_sent({ email }),
    } satisfies Toast,
  };
};
