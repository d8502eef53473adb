import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { TOAST_MS } from "../../common/auth";
import type { AccountUseCase } from "./account-context";
import { callAuth } from "./better-auth-calls";
import { checkedEmail } from "./form-rules";
import { checkAuthLimits } from "./limits";

/** Sends a new confirmation link (sign-in with an unconfirmed email, or an expired link). */
export const resendConfirmation: AccountUseCase<{ email: string }> = async (context, input) => {
  const email = checkedEmail(input.email, "email");
  await checkAuthLimits(context, "confirmationMail", email);
  await callAuth(() => context.auth.api.sendVerificationEmail({ body: { email }, headers: context.client.headers }));
  return {
    toast: {
      title: m.auth_check_email_title(),
      description: m.auth_resend_sent({ email }),
      durationMs: TOAST_MS.signUp,
    } satisfies Toast,
  };
};
