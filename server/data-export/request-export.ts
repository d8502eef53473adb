import type { MemberAccountUseCase } from "../auth/account-context";
import { authSecret, callAuth } from "../auth/better-auth-calls";
import { requireCurrentPassword, WRONG_CURRENT_PASSWORD } from "../auth/form-rules";
import { guardPassword } from "../auth/limits";
import { enforceRateLimit, type RateLimitRule } from "../rate-limit";
import { dataExportPath } from "./link";

export interface RequestDataExportInput {
  currentPassword: string;
}

/** Archives per member an hour: each reads everything the member has, so it is the costly thing to repeat. */
export const DATA_EXPORT_LIMIT = { max: 3, windowSeconds: 60 * 60 } satisfies RateLimitRule;

/**
 * "Download my data" (settings, issue #32 item 5): the current password, checked like every other
 * setting's (wrong guesses count as failed sign-ins), then the member's allowance of archives, counted
 * only once the password is right so that someone holding a stolen session cannot use it up. Resolves
 * with a one-use link to the archive (link.ts), which the page follows; the archive itself is read and
 * streamed by download.ts when the link is opened.
 */
export const requestDataExport: MemberAccountUseCase<RequestDataExportInput, { downloadPath: string }> = async (
  context,
  input,
) => {
  const { viewer } = context;
  const password = requireCurrentPassword(input.currentPassword);
  await guardPassword(context, viewer.email, "INVALID_PASSWORD", () =>
    callAuth(
      () => context.auth.api.verifyPassword({ body: { password }, headers: context.client.headers }),
      WRONG_CURRENT_PASSWORD,
    ),
  );
  await enforceRateLimit(context.db, `dataExport:member:${viewer.id}`, DATA_EXPORT_LIMIT, "dataExport");
  context.log("data export requested", { userId: viewer.id });
  return { downloadPath: dataExportPath(await authSecret(context.auth), viewer.id, context.now) };
};
