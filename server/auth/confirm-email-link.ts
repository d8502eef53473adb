import { mailLocaleOf } from "../mail/locale";
import { emailChangedMail } from "../mail/templates";
import type { AccountUseCase } from "./account-context";
import { authSecret } from "./better-auth-calls";
import { confirmEmail, type ConfirmOutcome } from "./confirm-email";
import { cancelEmailChangeUrl } from "./email-change";
import { eventOf } from "./notices";

/**
 * The link in a confirmation mail (a GET: it signs nobody in), run by app/routes/auth-confirm.tsx's loader.
 * The confirmation itself is confirm-email.ts; a confirmed email change is told to the old address, with
 * the link that undoes it.
 */
export const openConfirmationLink: AccountUseCase<{ token: string }, ConfirmOutcome> = async (context, { token }) => {
  const result = await confirmEmail(context.auth, context.db, token, context.client.headers);
  if (result.outcome === "email-changed") {
    const { change } = result;
    const locale = await mailLocaleOf(context.db, change.userId);
    await context.notify(
      emailChangedMail(change.oldEmail, {
        ...eventOf(change.requestedBy, change.appliedAt ?? context.now, locale),
        newEmail: change.newEmail,
        cancelUrl: cancelEmailChangeUrl(context.config, await authSecret(context.auth), change, locale),
      }),
    );
  }
  return result;
};
