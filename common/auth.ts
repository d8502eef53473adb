import { m, readWhenShown } from "./i18n";
import { z } from "./zod";
import type { Role } from "./moderation";
import { usernameSchema } from "./profile";

/** What the page shell knows about the signed-in visitor (spec: avatar menu with username and email). */
export interface CurrentUser {
  id: string;
  email: string;
  /** Every member has one: chosen at sign-up, or given until they choose one (ADR 0023). */
  username: string;
  avatarUrl: string | null;
  role: Role;
}

/** Spec sections 5, 8 and 9: account rules and the exact words the screens show. */
export const MIN_PASSWORD_LENGTH = 6;

/** The expired reset link's words, in the request's language. */
export const expiredResetLink = () => m.auth_expired_reset_link();
export const cancelLinkGone = () => m.auth_cancel_link_gone();
/** What a member types to confirm deleting their account (the same word in every language). */
export const DELETE_CONFIRMATION = "DELETE";

/**
 * The spec's words, each read in the language of the request that reads it: a getter calls its message
 * when the words are used (never when this module loads), so `AUTH_MESSAGES.invalidEmail` is Spanish on
 * a Spanish page and the spec's English everywhere else.
 */
export const AUTH_MESSAGES = readWhenShown({
  /** The spec's words name a phone number too; there is no phone sign-in here, so they say what is true. */
  missingCredentials: m.auth_missing_credentials,
  confirmPasswordMissing: m.auth_confirm_password_missing,
  invalidEmail: m.auth_invalid_email,
  passwordHint: () => m.auth_password_hint({ min: MIN_PASSWORD_LENGTH }),
  passwordsDoNotMatch: m.auth_passwords_do_not_match,
  newPasswordsDoNotMatch: m.auth_new_passwords_do_not_match,
  mustAgreeToTerms: m.auth_must_agree_to_terms,
  alreadyRegistered: m.auth_already_registered,
  incorrectCredentials: m.auth_incorrect_credentials,
  failedToSignIn: m.auth_failed_to_sign_in,
  emailNotConfirmed: m.auth_email_not_confirmed,
  fallback: m.auth_fallback,
  /** Checked on the server only: the list of common passwords stays out of the browser's bundle. */
  commonPassword: m.auth_common_password,
  currentPasswordMissing: m.auth_current_password_missing,
  currentPasswordIncorrect: m.auth_current_password_incorrect,
  /** Spec: a sign-in goes on with 'Welcome back!'; the first one ever is not a return (issue #29). */
  welcomeBack: m.auth_welcome_back,
  welcomeFirst: m.auth_welcome_first,
  appealMissing: m.auth_appeal_missing,
  appealTooLong: m.auth_appeal_too_long,
  notSuspended: m.auth_not_suspended,
});

/** The code of a sign-in refused because the account is suspended (the page then offers to ask for a review). */
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

/** What a member signed out by a suspension is told on the next page they open (server/auth/suspension-notice.ts). */
export const suspendedSignOutTitle = () => m.auth_suspended_sign_out_title();
export const suspensionNotice = (suspension: string) =>
  m.auth_suspension_notice({ suspension: `${suspension}${/[.!?。！？]$/.test(suspension) ? "" : "."}` });

/** Toast durations (spec section 9). */
export const TOAST_MS = { default: 5000, signUp: 6000, resetRequest: 8000, authError: 5000 } as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => AUTH_MESSAGES.invalidEmail }));

/** A form's first problem: the spec's message and the field it is about (focus and aria-describedby). */
export type FormProblem = { message: string; field: string };

export type SignUpInput = {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
};

/** The username's first problem (the profile editor's rules), or null. Whether it is free is the server's to say. */
export function usernameProblem(username: string): FormProblem | null {
  const parsed = usernameSchema.safeParse(username);
  return parsed.success ? null : { message: parsed.error.issues[0]!.message, field: "username" };
}

/** What the sign-up form hears about a username as it is typed (app/routes/resources-username.ts). */
export interface UsernameCheck {
  username: string;
  /** Null: not known (too many checks); sign-up checks it when the form is sent. */
  available: boolean | null;
  message: string | null;
}

/** The sign-up form's checks, in the order the spec lists them (the username after the email); the first problem or null. */
export function validateSignUp(input: SignUpInput): FormProblem | null {
  if (!input.email.trim()) return { message: AUTH_MESSAGES.missingCredentials, field: "email" };
  if (!input.password) return { message: AUTH_MESSAGES.missingCredentials, field: "password" };
  if (!emailSchema.safeParse(input.email).success) return { message: AUTH_MESSAGES.invalidEmail, field: "email" };
  const username = usernameProblem(input.username);
  if (username) return username;
  if (input.password.length < MIN_PASSWORD_LENGTH) return { message: AUTH_MESSAGES.passwordHint, field: "password" };
  if (input.password !== input.confirmPassword) {
    return { message: AUTH_MESSAGES.passwordsDoNotMatch, field: "confirmPassword" };
  }
  if (!input.agreeToTerms) return { message: AUTH_MESSAGES.mustAgreeToTerms, field: "agreeToTerms" };
  return null;
}

/**
 * Every field of the sign-up form with a problem, each with its first (issue #46 item 15): an empty form
 * marks every field, not only the email. validateSignUp still says which one the refusal leads with.
 */
export function signUpProblems(input: SignUpInput): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!input.email.trim()) problems.push({ message: AUTH_MESSAGES.missingCredentials, field: "email" });
  else if (!emailSchema.safeParse(input.email).success)
    problems.push({ message: AUTH_MESSAGES.invalidEmail, field: "email" });
  const username = usernameProblem(input.username);
  if (username) problems.push(username);
  if (!input.password) problems.push({ message: AUTH_MESSAGES.missingCredentials, field: "password" });
  else if (input.password.length < MIN_PASSWORD_LENGTH)
    problems.push({ message: AUTH_MESSAGES.passwordHint, field: "password" });
  if (!input.confirmPassword) {
    problems.push({ message: AUTH_MESSAGES.confirmPasswordMissing, field: "confirmPassword" });
  } else if (input.password !== input.confirmPassword) {
    problems.push({ message: AUTH_MESSAGES.passwordsDoNotMatch, field: "confirmPassword" });
  }
  if (!input.agreeToTerms) problems.push({ message: AUTH_MESSAGES.mustAgreeToTerms, field: "agreeToTerms" });
  return problems;
}

export function validateSignIn(input: { email: string; password: string }): FormProblem | null {
  if (!input.email.trim()) return { message: AUTH_MESSAGES.missingCredentials, field: "email" };
  if (!input.password) return { message: AUTH_MESSAGES.missingCredentials, field: "password" };
  return null;
}

/** New password with confirmation (reset and settings); the fields are `newPassword` and `confirmPassword`. */
export function validateNewPassword(password: string, confirmation: string): FormProblem | null {
  if (password !== confirmation) return { message: AUTH_MESSAGES.newPasswordsDoNotMatch, field: "confirmPassword" };
  if (password.length < MIN_PASSWORD_LENGTH) return { message: AUTH_MESSAGES.passwordHint, field: "newPassword" };
  return null;
}
