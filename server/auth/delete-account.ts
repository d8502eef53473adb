import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { DELETE_CONFIRMATION } from "../../common/auth";
import { AppError } from "../app-error";
import { siteLink } from "../mail/locale";
import { accountDeletedMail } from "../mail/templates";
import type { MemberAccountUseCase } from "./account-context";
import { callAuth, cookiesOf } from "./better-auth-calls";
import { requireCurrentPassword, WRONG_CURRENT_PASSWORD } from "./form-rules";
import { guardPassword } from "./limits";
import { eventOf } from "./notices";

export interface DeleteAccountInput {
  /** The word the member typed to confirm. */
  confirmation: string;
  currentPassword: string;
}

/**
 * The typed confirmation is DELETE in any case, spaces around it ignored (a phone types small letters);
 * anything else is refused beside the field before the password is checked. The account's address is
 * told afterwards, in case it was not the member.
 */
export const deleteAccount: MemberAccountUseCase<DeleteAccountInput> = async (context, input) => {
  const { viewer } = context;
  if (input.confirmation.trim().toUpperCase() !== DELETE_CONFIRMATION) {
    throw new AppError(
      400,
      m.settings_delete_type_to_confirm({ word: DELETE_CONFIRMATION }),
      "INVALID",
      "confirmation",
    );
  }
  const password = requireCurrentPassword(input.currentPassword);
  // With the password better-auth checks it whatever the session's age (without it, a session younger
  // than a day could delete the account); we never call it without one.
  const { headers } = await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(
      () =>
        context.auth.api.deleteUser({
          body: { password },
          headers: context.client.headers,
          returnHeaders: true,
        }),
      WRONG_CURRENT_PASSWORD,
    ),
  );
  await context.notify(
    accountDeletedMail(viewer.email, {
      ...eventOf(context.client.userAgent, context.now, viewer.locale),
      signUpUrl: siteLink(context.config, "/auth?mode=sign-up", viewer.locale),
    }),
  );
  // A page rendered for the request, so the message shows (the home page is built ahead and shows none).
  return {
    headers: cookiesOf(headers),
    redirectTo: "/community/forum",
    toast: { title: m.settings_account_deleted_title(), description: m.settings_account_deleted() } satisfies Toast,
  };
};
