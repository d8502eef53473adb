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

/**
 * A mail's HTML document: its language and direction, the greeting, `body` (already HTML) and the site's
 * name. Every mail the site sends is written in it (the notification worker's digest too).
 */
export function mailDocument(locale: Locale, hello: string, body: string): string {
  return `<!doctype html><html${mailLanguageAttributes(locale)}><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a2420;max-width:560px">
<p>${escapeHtml(hello)}</p>
${body}
<p>Ireland Guide</p>
</body></html>`;
}

/** A catalogue message for the reader's locale: `m.mail_reset_subject`, or an intro that takes inputs. */
type Words<Inputs = Record<string, never>> = (inputs: Inputs, options: { locale: Locale }) => string;

/** The words of a mail with one call to action: what it is, what to press, and what to do otherwise. */
interface ActionMailWords<Inputs> {
  subject: Words;
  intro: Words<Inputs>;
  action: Words;
  outro: Words;
}

/** A plain-text mail with one call to action, and the same as simple HTML. */
function actionMail<Inputs>(
  to: string,
  locale: Locale,
  url: string,
  words: ActionMailWords<Inputs>,
  inputs: Inputs,
): MailMessage {
  const l = inLocale(locale);
  const [hello, intro, action, outro] = [
    m.mail_hello({}, l),
    words.intro(inputs, l),
    words.action({}, l),
    words.outro({}, l),
  ];
  const paste = m.mail_paste_address({}, l);
  const text = `${hello}\n\n${intro}\n\n${action}:\n${url}\n\n${outro}\n\nIreland Guide\n`;
  const html = mailDocument(
    locale,
    hello,
    `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b6e3f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#4a5752">${escapeHtml(paste)}<br>${escapeHtml(url)}</p>
<p>${escapeHtml(outro)}</p>`,
  );
  return { to, subject: words.subject({}, l), text, html };
}

export const confirmEmailMail = (to: string, url: string, locale: Locale): MailMessage =>
  actionMail(
    to,
    locale,
    url,
    {
      subject: m.mail_confirm_subject,
      intro: m.mail_confirm_intro,
      action: m.mail_confirm_action,
      outro: m.mail_confirm_outro,
    },
    {},
  );

export const changeEmailMail = (to: string, url: string, locale: Locale): MailMessage =>
  actionMail(
    to,
    locale,
    url,
    {
      subject: m.mail_change_email_subject,
      intro: m.mail_change_email_intro,
      action: m.mail_change_email_action,
      outro: m.mail_change_email_outro,
    },
    {},
  );

export const resetPasswordMail = (to: string, url: string, locale: Locale): MailMessage =>
  actionMail(
    to,
    locale,
    url,
    {
      subject: m.mail_reset_subject,
      intro: m.mail_reset_intro,
      action: m.mail_reset_action,
      outro: m.mail_reset_outro,
    },
    {},
  );

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

/**
 * A security notice: what happened to the account, when and from which browser, and what to do if it was
 * not the member (ADR 0014). `extra` is what else its intro names (the new address).
 */
function securityNotice<Extra extends object>(
  to: string,
  { when, browser, locale }: AccountEvent,
  url: string,
  words: ActionMailWords<{ when: string; browser: string } & Extra>,
  extra: Extra,
): MailMessage {
  return actionMail(to, locale, url, words, { ...extra, when: describeWhen(when, locale), browser });
}

export const emailChangeRequestedMail = (
  to: string,
  { newEmail, cancelUrl, ...event }: AccountEvent & { newEmail: string; cancelUrl: string },
): MailMessage =>
  securityNotice(
    to,
    event,
    cancelUrl,
    {
      subject: m.mail_email_change_requested_subject,
      intro: m.mail_email_change_requested_intro,
      action: m.mail_email_change_requested_action,
      outro: m.mail_email_change_requested_outro,
    },
    { newEmail },
  );

export const emailChangedMail = (
  to: string,
  { newEmail, cancelUrl, ...event }: AccountEvent & { newEmail: string; cancelUrl: string },
): MailMessage =>
  securityNotice(
    to,
    event,
    cancelUrl,
    {
      subject: m.mail_email_changed_subject,
      intro: m.mail_email_changed_intro,
      action: m.mail_email_changed_action,
      outro: m.mail_email_changed_outro,
    },
    { newEmail },
  );

export const passwordChangedMail = (
  to: string,
  { resetUrl, byReset, ...event }: AccountEvent & { resetUrl: string; byReset: boolean },
): MailMessage =>
  securityNotice(
    to,
    event,
    resetUrl,
    {
      subject: m.mail_password_changed_subject,
      intro: byReset ? m.mail_password_changed_intro_reset : m.mail_password_changed_intro_settings,
      action: m.mail_not_me_reset_action,
      outro: m.mail_password_changed_outro,
    },
    {},
  );

/** New recovery codes were made in settings: the ones the member had saved no longer work. */
export const recoveryCodesRenewedMail = (
  to: string,
  { resetUrl, ...event }: AccountEvent & { resetUrl: string },
): MailMessage =>
  securityNotice(
    to,
    event,
    resetUrl,
    {
      subject: m.mail_recovery_codes_subject,
      intro: m.mail_recovery_codes_intro,
      action: m.mail_not_me_reset_action,
      outro: m.mail_recovery_codes_outro,
    },
    {},
  );

/** The account is gone: told to its address, in case it was not the member who deleted it. */
export const accountDeletedMail = (
  to: string,
  { signUpUrl, ...event }: AccountEvent & { signUpUrl: string },
): MailMessage =>
  securityNotice(
    to,
    event,
    signUpUrl,
    {
      subject: m.mail_account_deleted_subject,
      intro: m.mail_account_deleted_intro,
      action: m.mail_account_deleted_action,
      outro: m.mail_account_deleted_outro,
    },
    {},
  );

export const newSignInMail = (to: string, { resetUrl, ...event }: AccountEvent & { resetUrl: string }): MailMessage =>
  securityNotice(
    to,
    event,
    resetUrl,
    {
      subject: m.mail_new_sign_in_subject,
      intro: m.mail_new_sign_in_intro,
      action: m.mail_not_me_reset_action,
      outro: m.mail_new_sign_in_outro,
    },
    {},
  );

/**
 * Two-factor sign-in turned on or off: told to the account's address, with when and from which browser,
 * so that a member whose password someone else knows finds out.
 */
export const twoFactorChangedMail = (
  to: string,
  { turnedOn, resetUrl, ...event }: AccountEvent & { turnedOn: boolean; resetUrl: string },
): MailMessage =>
  securityNotice(
    to,
    event,
    resetUrl,
    {
      subject: turnedOn ? m.mail_two_factor_on_subject : m.mail_two_factor_off_subject,
      intro: turnedOn ? m.mail_two_factor_on_intro : m.mail_two_factor_off_intro,
      action: m.mail_two_factor_action,
      outro: m.mail_two_factor_outro,
    },
    {},
  );
