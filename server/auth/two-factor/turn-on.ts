import { m } from "../../../common/i18n";
import { and, eq } from "drizzle-orm";
import type { Toast } from "../../../common/action-result";
import { AppError } from "../../app-error";
import { twoFactors, users, verifications } from "../../db/schema";
import type { MemberAccountUseCase } from "../account-context";
import { callAuth, cookiesOf } from "../better-auth-calls";
import { onceEach, totpCode } from "./codes";
import { announce, withPassword } from "./password-check";
import { recoveryCodesTicket, showRecoveryCodes } from "./recovery-codes-shown";
import { TWO_FACTOR_MESSAGES } from "./rules";

/** Turning two-factor sign-in on, in settings' three steps: the password, a code from the app, the recovery codes. */

/** Step 1: the password. better-auth keeps a new secret and recovery codes, unconfirmed, for this member. */
export const startTwoFactorSetup: MemberAccountUseCase<{ currentPassword: string }> = async (context, input) => {
  const { viewer } = context;
  const [row] = await context.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
  if (row?.enabled) throw new AppError(409, m.twofa_already_on(), "ALREADY_ON");
  await withPassword(context, input.currentPassword, (password) =>
    context.auth.api.enableTwoFactor({ body: { password }, headers: context.client.headers }),
  );
  // A setup started again keeps its row with a new secret: no code of the new secret has been used yet.
  await context.db
    .update(twoFactors)
    .set({ lastTotpStep: null })
    .where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false)));
  return {
    redirectTo: "/settings#two-factor",
    toast: { title: m.twofa_password_confirmed_title(), description: m.twofa_password_confirmed() },
  };
};

/** Step 2: a code from the app proves it holds the secret; two-factor is on from now, and the mail says so. */
export const confirmTwoFactorSetup: MemberAccountUseCase<{ code: string }> = async (context, input) => {
  const { viewer } = context;
  const code = totpCode(input.code, "code");
  const [pending] = await context.db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .innerJoin(users, eq(users.id, twoFactors.userId))
    .where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false), eq(users.twoFactorEnabled, false)));
  if (!pending) {
    throw new AppError(409, m.twofa_no_pending_setup(), "NO_PENDING_SETUP");
  }
  // better-auth turns two-factor on and replaces this browser's session (new cookie). The code is spent:
  // it cannot sign in afterwards (RFC 6238 §5.2).
  const { headers } = await callAuth(
    () =>
      onceEach(context, viewer.id, code, "code", () =>
        context.auth.api.verifyTOTP({ body: { code }, headers: context.client.headers, returnHeaders: true }),
      ),
    { INVALID_CODE: { message: TWO_FACTOR_MESSAGES.wrongCode, field: "code" } },
  );
  await showRecoveryCodes(context, viewer.id, "turned-on");
  await announce(context, true);
  return {
    headers: cookiesOf(headers),
    redirectTo: "/settings#two-factor",
    toast: {
      title: m.twofa_turned_on_title(),
      description: m.twofa_turned_on(),
    } satisfies Toast,
  };
};

/** Leaves setup before the code: the unconfirmed secret goes. */
export const cancelTwoFactorSetup: MemberAccountUseCase<void> = async ({ db, viewer }) => {
  await db.delete(twoFactors).where(and(eq(twoFactors.userId, viewer.id), eq(twoFactors.verified, false)));
  return { redirectTo: "/settings#two-factor" };
};

/** Step 3 done: the recovery codes are saved, and are not shown again. */
export const hideRecoveryCodes: MemberAccountUseCase<void> = async ({ db, viewer }) => {
  await db.delete(verifications).where(eq(verifications.identifier, recoveryCodesTicket(viewer.id)));
  return { redirectTo: "/settings#two-factor" };
};
