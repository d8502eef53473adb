import type { Toast } from "../../common/action-result";
import { m } from "../../common/i18n";
import { cancelLinkGone, TOAST_MS } from "../../common/auth";
import { AppError } from "../app-error";
import type { AccountContext, AccountUseCase } from "./account-context";
import { authSecret, callAuth } from "./better-auth-calls";
import { cancelChange, changeIdOf, findCancellable } from "./email-change";

/**
 * The old address's "it was not me" (app/routes/auth-cancel-email-change.tsx): the link in the notices
 * of an email change (change-email.ts, confirm-email-link.ts) opens a page that says what it would undo.
 */

/** What the cancel link's page shows before the member confirms: the change it would undo, or null. */
export async function findEmailChangeToCancel({ db, auth }: Pick<AccountContext, "db" | "auth">, token: string) {
  const id = changeIdOf(await authSecret(auth), token);
  const change = id ? await findCancellable(db, id) : null;
  return change && { oldEmail: change.oldEmail, newEmail: change.newEmail, applied: change.appliedAt !== null };
}

/**
 * The change dies (and is undone if it was applied), every session of the account ends, and the old
 * address gets a link to choose a new password, since whoever asked for the change knew the current one.
 */
export const cancelEmailChange: AccountUseCase<{ token: string }> = async (context, input) => {
  const id = changeIdOf(await authSecret(context.auth), input.token);
  const result = id ? await cancelChange(context.db, id) : ({ outcome: "gone" } as const);
  if (result.outcome === "gone") throw new AppError(400, cancelLinkGone(), "INVALID_TOKEN");
  if (result.outcome === "address-taken") {
    throw new AppError(409, m.auth_old_address_taken(), "ADDRESS_TAKEN");
  }
  const email = result.change.oldEmail;
  await callAuth(() =>
    context.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset-password" },
      headers: context.client.headers,
    }),
  );
  return {
    redirectTo: "/auth/cancel-email-change?cancelled=1",
    toast: {
      title: m.auth_email_change_cancelled_title(),
      description: m.auth_email_change_cancelled({ email }),
      durationMs: TOAST_MS.resetRequest,
    } satisfies Toast,
  };
};
