import { m } from "../../../common/i18n";
import { eq } from "drizzle-orm";
import type { Toast } from "../../../common/action-result";
import { AppError } from "../../app-error";
import { users } from "../../db/schema";
import type { MemberAccountUseCase } from "../account-context";
import { cookiesOf } from "../better-auth-calls";
import { announce, withPassword } from "./password-check";
import { hideRecoveryCodes } from "./turn-on";

/** Two-factor off, for the password: better-auth removes the secret and the codes. */
export const turnOffTwoFactor: MemberAccountUseCase<{ currentPassword: string }> = async (context, input) => {
  const { viewer } = context;
  const [row] = await context.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
  if (!row?.enabled) throw new AppError(409, m.twofa_already_off(), "ALREADY_OFF");
  // better-auth removes the secret and the codes and replaces this browser's session (new cookie).
  const { headers } = await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.disableTwoFactor({ body: { password }, headers: context.client.headers, returnHeaders: true }),
  );
  await hideRecoveryCodes(context);
  await announce(context, false);
  return {
    headers: cookiesOf(headers),
    redirectTo: "/settings#two-factor",
    toast: { title: m.twofa_turned_off_title(), description: m.twofa_turned_off() } satisfies Toast,
  };
};
