import type { MailMessage } from "./mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A plain-text mail with one call to action, and the same as simple HTML. */
function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  const text = `Hello,\n\n${intro}\n\n${action}:\n${url}\n\n${outro}\n\nIreland Guide\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a2420;max-width:560px">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b6e3f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#4a5752">Or paste this address into your browser:<br>${escapeHtml(url)}</p>
<p>${escapeHtml(outro)}</p>
<p>Ireland Guide</p>
</body></html>`;
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    "Confirm your email for Ireland Guide",
    "Thanks for joining Ireland Guide. Please confirm your email address to finish creating your account.",
    "Confirm your email",
    url,
    "The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.",
  );
}

export function changeEmailMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    "Confirm your new email for Ireland Guide",
    "You asked to use this address for your Ireland Guide account. Please confirm it.",
    "Confirm your new email",
    url,
    "The link expires in 24 hours. If you did not ask for this, you can ignore this email and nothing changes.",
  );
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    "Reset your Ireland Guide password",
    "Someone (hopefully you) asked to reset the password of your Ireland Guide account.",
    "Choose a new password",
    url,
    "The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.",
  );
}

/** "Monday 23 November 2026 at 17:30 (Irish time)": when something happened, for a security notice. */
export function describeWhen(date: Date): string {
  const formatted = new Intl.DateTimeFormat("en-IE", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Dublin",
  }).format(date);
  return `${formatted} (Irish time)`;
}

/** What a security notice says happened: when, and from which browser ("Firefox on Windows"). */
export interface AccountEvent {
  when: Date;
  browser: string;
}

const IF_IT_WAS_YOU = "If it was you, you need do nothing.";

export function emailChangeRequestedMail(
  to: string,
  { newEmail, when, browser, cancelUrl }: AccountEvent & { newEmail: string; cancelUrl: string },
): MailMessage {
  return actionMail(
    to,
    "Someone asked to change your Ireland Guide email",
    `Someone signed in to your Ireland Guide account asked to change its email address to ${newEmail}, on ${describeWhen(when)}, from ${browser}. The email changes only when that address confirms it.`,
    "It was not me: cancel the change",
    cancelUrl,
    `${IF_IT_WAS_YOU} If it was not you, the link cancels the change, signs your account out everywhere and sends you a link to choose a new password. It works for 7 days.`,
  );
}

export function emailChangedMail(
  to: string,
  { newEmail, when, browser, cancelUrl }: AccountEvent & { newEmail: string; cancelUrl: string },
): MailMessage {
  return actionMail(
    to,
    "Your Ireland Guide email was changed",
    `The email address of your Ireland Guide account was changed from this address to ${newEmail} on ${describeWhen(when)}. The change was asked for from ${browser}.`,
    "It was not me: undo the change",
    cancelUrl,
    `${IF_IT_WAS_YOU} If it was not you, the link puts this address back, signs your account out everywhere and sends a link to this address to choose a new password. It works for 7 days.`,
  );
}

export function passwordChangedMail(
  to: string,
  { when, browser, resetUrl, byReset }: AccountEvent & { resetUrl: string; byReset: boolean },
): MailMessage {
  const how = byReset ? "reset with a link sent to this address" : "changed in the account's settings";
  return actionMail(
    to,
    "Your Ireland Guide password was changed",
    `The password of your Ireland Guide account was ${how} on ${describeWhen(when)}, from ${browser}. Every other browser signed in to the account has been signed out.`,
    "It was not me: reset my password",
    resetUrl,
    `${IF_IT_WAS_YOU} If it was not you, reset your password now with the link above.`,
  );
}

/** New recovery codes were made in settings: the ones the member had saved no longer work. */
export function recoveryCodesRenewedMail(
  to: string,
  { when, browser, resetUrl }: AccountEvent & { resetUrl: string },
): MailMessage {
  return actionMail(
    to,
    "New recovery codes for your Ireland Guide account",
    `New recovery codes for two-factor sign-in were made for your Ireland Guide account on ${describeWhen(when)}, from ${browser}. The codes you had before no longer work.`,
    "It was not me: reset my password",
    resetUrl,
    `${IF_IT_WAS_YOU} If it was not you, someone knows your password and is signed in: reset your password now with the link above, which also signs the account out everywhere.`,
  );
}

/** The account is gone: told to its address, in case it was not the member who deleted it. */
export function accountDeletedMail(
  to: string,
  { when, browser, signUpUrl }: AccountEvent & { signUpUrl: string },
): MailMessage {
  return actionMail(
    to,
    "Your Ireland Guide account was deleted",
    `Your Ireland Guide account was deleted on ${describeWhen(when)}, from ${browser}. Its profile and avatar are gone; its forum posts and comments stay, shown as written by 'Anonymous'.`,
    "Create a new account",
    signUpUrl,
    `If it was you, you need do nothing: thank you for being part of Ireland Guide. If it was not you, someone knew your password: the account cannot be brought back, so change that password wherever else you use it.`,
  );
}

export function newSignInMail(
  to: string,
  { when, browser, resetUrl }: AccountEvent & { resetUrl: string },
): MailMessage {
  return actionMail(
    to,
    "New sign-in to your Ireland Guide account",
    `Your Ireland Guide account was signed in to on ${describeWhen(when)}, from ${browser}: a browser it has not been used in before.`,
    "It was not me: reset my password",
    resetUrl,
    `${IF_IT_WAS_YOU} If it was not you, someone knows your password: reset it now with the link above, which also signs the account out everywhere.`,
  );
}

/**
 * Two-factor sign-in turned on or off: told to the account's address, with when and from which browser,
 * so that a member whose password someone else knows finds out.
 */
export function twoFactorChangedMail(
  to: string,
  { turnedOn, when, browser, resetUrl }: AccountEvent & { turnedOn: boolean; resetUrl: string },
): MailMessage {
  const what = turnedOn ? "turned on" : "turned off";
  return actionMail(
    to,
    `Two-factor sign-in was ${what} for your Ireland Guide account`,
    `Two-factor sign-in was ${what} for your Ireland Guide account on ${describeWhen(when)}, from ${browser}. ` +
      (turnedOn
        ? "From now on, signing in asks for a code from your authenticator app after your password."
        : "From now on, your password alone signs you in."),
    "Reset your password",
    resetUrl,
    `If this was you, there is nothing to do. If it was not, someone may know your password: reset it now, then check two-factor sign-in in your settings.`,
  );
}
