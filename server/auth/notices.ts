import type { Locale } from "../../common/i18n";
import type { Config } from "../config";
import { siteLink } from "../mail/locale";
import type { MailMessage } from "../mail/mailer";
import type { RequestContext } from "../request-context";
import { describeUserAgent } from "./user-agent";

/**
 * Security notices (ADR 0014): the account's address is told of every change to the password, the email,
 * two-factor sign-in and the account itself, and of sign-ins from new browsers.
 */

/**
 * Sends a notice after the change it reports has happened, so a mail server that is down is logged rather
 * than reported to the member as if the change had failed. (An AccountContext's `notify` is this.)
 */
export async function sendNotice(
  context: Pick<RequestContext, "mailer" | "logger" | "requestId">,
  message: MailMessage,
): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.logger.error({ reqId: context.requestId, err: error, subject: message.subject }, "notice not sent");
  }
}

/** When and from which browser, in the language of the account told: what a notice says about the request. */
export const eventOf = (userAgent: string | null, when: Date, locale: Locale) => ({
  when,
  locale,
  browser: describeUserAgent(userAgent, locale),
});

/** Where a notice sends a member who did not make the change: the reset page in the notice's language. */
export const resetPasswordUrl = (config: Pick<Config, "publicUrl">, locale: Locale) =>
  siteLink(config, "/auth/reset-password", locale);
