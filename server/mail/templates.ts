import { m, type Locale } from "../../common/i18n";
import type { MailMessage } from "./mailer";
import { escapeHtml } from "../../common/escape-html";
import { htmlLang, intlLocale } from "../../common/locales";
import { getTextDirection } from "../../common/paraglide/runtime.js";

/**
 * Every mail is written in the language of the member it goes to (users.locale), not the request's: the
 * notification worker runs outside any request, and a notice to an account may be sent from another's.
 */
const inLocale = (locale: Locale) => ({ locale });

/** The HTML part's `lang` and `dir` attributes; English mails stay as they always were. */
export function mailLanguageAttributes(locale: Locale): string {
  if (locale === "en") return "";
  const direction = getTextDirection(locale);
  return ` lang="${htmlLang(locale)}"${direction === "rtl" ? ' dir="rtl"' : ""}`;
}

/** A plain-text mail with one call to action, and the same as simple HTML. */
function actionMail(
  to: string,
  locale: Locale,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  const hello = m.mail_hello({}, inLocale(locale));
  const paste = m.mail_paste_address({}, inLocale(locale));
  const text = `${hello}\n\n${intro}\n\n${action}:\n${url}\n\n${outro}\n\nIreland Guide\n`;
  const html = `<!doctype html><html${mailLanguageAttributes(locale)}><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a2420;max-width:560px">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b6e3f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#4a5752">${escapeHtml(paste)}<br>${escapeHtml(url)}</p>
<p>${escapeHtml(outro)}</p>
<p>Ireland Guide</p>
</body></html>`;
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, url: string, locale: Locale): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_confirm_subject({}, l),
    m.mail_confirm_intro({}, l),
    m.mail_confirm_action({}, l),
    url,
    m.mail_confirm_outro({}, l),
  );
}

export function changeEmailMail(to: string, url: string, locale: Locale): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_change_email_subject({}, l),
    m.mail_change_email_intro({}, l),
    m.mail_change_email_action({}, l),
    url,
    m.mail_change_email_outro({}, l),
  );
}

export function resetPasswordMail(to: string, url: string, locale: Locale): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_reset_subject({}, l),
    m.mail_reset_intro({}, l),
    m.mail_reset_action({}, l),
    url,
    m.mail_reset_outro({}, l),
  );
}

/** "Monday 23 November 2026 at 17:30 (Irish time)": when something happened, for a security notice. */
export function describeWhen(date: Date, locale: Locale = "en"): string {
  const formatted = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Dublin",
  }).format(date);
  return m.mail_irish_time({ when: formatted }, inLocale(locale));
}

/**
 * What a security notice says happened: when, and from which browser ("Firefox on Windows"), and the
 * language of the account it goes to.
 */
export interface AccountEvent {
  when: Date;
  browser: string;
  locale: Locale;
}

export function emailChangeRequestedMail(
  to: string,
  { newEmail, when, browser, cancelUrl, locale }: AccountEvent & { newEmail: string; cancelUrl: string },
): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_email_change_requested_subject({}, l),
    m.mail_email_change_requested_intro({ newEmail, when: describeWhen(when, locale), browser }, l),
    m.mail_email_change_requested_action({}, l),
    cancelUrl,
    m.mail_email_change_requested_outro({}, l),
  );
}

export function emailChangedMail(
  to: string,
  { newEmail, when, browser, cancelUrl, locale }: AccountEvent & { newEmail: string; cancelUrl: string },
): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_email_changed_subject({}, l),
    m.mail_email_changed_intro({ newEmail, when: describeWhen(when, locale), browser }, l),
    m.mail_email_changed_action({}, l),
    cancelUrl,
    m.mail_email_changed_outro({}, l),
  );
}

export function passwordChangedMail(
  to: string,
  { when, browser, resetUrl, byReset, locale }: AccountEvent & { resetUrl: string; byReset: boolean },
): MailMessage {
  const l = inLocale(locale);
  const intro = byReset ? m.mail_password_changed_intro_reset : m.mail_password_changed_intro_settings;
  return actionMail(
    to,
    locale,
    m.mail_password_changed_subject({}, l),
    intro({ when: describeWhen(when, locale), browser }, l),
    m.mail_not_me_reset_action({}, l),
    resetUrl,
    m.mail_password_changed_outro({}, l),
  );
}

/** New recovery codes were made in settings: the ones the member had saved no longer work. */
export function recoveryCodesRenewedMail(
  to: string,
  { when, browser, resetUrl, locale }: AccountEvent & { resetUrl: string },
): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_recovery_codes_subject({}, l),
    m.mail_recovery_codes_intro({ when: describeWhen(when, locale), browser }, l),
    m.mail_not_me_reset_action({}, l),
    resetUrl,
    m.mail_recovery_codes_outro({}, l),
  );
}

/** The account is gone: told to its address, in case it was not the member who deleted it. */
export function accountDeletedMail(
  to: string,
  { when, browser, signUpUrl, locale }: AccountEvent & { signUpUrl: string },
): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_account_deleted_subject({}, l),
    m.mail_account_deleted_intro({ when: describeWhen(when, locale), browser }, l),
    m.mail_account_deleted_action({}, l),
    signUpUrl,
    m.mail_account_deleted_outro({}, l),
  );
}

export function newSignInMail(
  to: string,
  { when, browser, resetUrl, locale }: AccountEvent & { resetUrl: string },
): MailMessage {
  const l = inLocale(locale);
  return actionMail(
    to,
    locale,
    m.mail_new_sign_in_subject({}, l),
    m.mail_new_sign_in_intro({ when: describeWhen(when, locale), browser }, l),
    m.mail_not_me_reset_action({}, l),
    resetUrl,
    m.mail_new_sign_in_outro({}, l),
  );
}

/**
 * Two-factor sign-in turned on or off: told to the account's address, with when and from which browser,
 * so that a member whose password someone else knows finds out.
 */
export function twoFactorChangedMail(
  to: string,
  { turnedOn, when, browser, resetUrl, locale }: AccountEvent & { turnedOn: boolean; resetUrl: string },
): MailMessage {
  const l = inLocale(locale);
  const inputs = { when: describeWhen(when, locale), browser };
  return actionMail(
    to,
    locale,
    turnedOn ? m.mail_two_factor_on_subject({}, l) : m.mail_two_factor_off_subject({}, l),
    turnedOn ? m.mail_two_factor_on_intro(inputs, l) : m.mail_two_factor_off_intro(inputs, l),
    m.mail_two_factor_action({}, l),
    resetUrl,
    m.mail_two_factor_outro({}, l),
  );
}
