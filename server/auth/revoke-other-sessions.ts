import { m } from "../../common/i18n";
import type { MemberAccountUseCase } from "./account-context";
import { callAuth } from "./better-auth-calls";

/** "Sign out everywhere else" in settings: every session of the account but this browser's ends. */
export const revokeOtherSessions: MemberAccountUseCase<void> = async (context) => {
  await callAuth(() => context.auth.api.revokeOtherSessions({ headers: context.client.headers }));
  return { toast: { title: m.auth_success(), description: m.settings_signed_out_elsewhere() } };
};
