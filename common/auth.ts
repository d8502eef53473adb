import { z } from "./zod";
import type { Role } from "./moderation";

/** What the page shell knows about the signed-in visitor (spec: avatar menu with username and email). */
export interface CurrentUser {
  id: string;
  email: string;
  username: string | null;
  avatarUrl: string | null;
  role: Role;
}

/** Spec sections 5, 8 and 9: account rules and the exact words the screens show. */
export const MIN_PASSWORD_LENGTH = 6;

export const EXPIRED_RESET_LINK = "This reset link has expired or has already been used. Ask for a new one below.";
export const CANCEL_LINK_GONE =
  "This link has expired or has already been used. If you think someone else is using your account, reset your password.";
/** What a member types to confirm deleting their account. */
export const DELETE_CONFIRMATION = "DELETE";

export const AUTH_MESSAGES = {
  missingCredentials: "You must provide either an email or phone number and a password",
  invalidEmail: "Please enter a valid email address.",
  passwordHint: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match. Please try again.",
  newPasswordsDoNotMatch: "Passwords do not match",
  mustAgreeToTerms: "You must agree to the terms and conditions to sign up.",
  alreadyRegistered: "This email is already registered. Please sign in instead.",
  incorrectCredentials: "Incorrect email or password. Please try again.",
  failedToSignIn: "Failed to sign in. Please try again.",
  emailNotConfirmed: "Please confirm your email address first. We sent you a link when you signed up.",
  fallback: "Something went wrong",
  /** Checked on the server only: the list of common passwords stays out of the browser's bundle. */
  commonPassword: "That password is one of the most common and easy to guess. Please choose another.",
  currentPasswordMissing: "Please enter your current password.",
  currentPasswordIncorrect: "Your current password is not correct.",
} as const;

/** Toast durations (spec section 9). */
export const TOAST_MS = { default: 5000, signUp: 6000, resetRequest: 8000, authError: 5000 } as const;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.invalidEmail));

const THIS_SITE = "http://this-site.invalid";

/**
 * A path on this site to return to after signing in; anything else falls back to the forum. Browsers
 * drop tabs and line breaks from addresses and read `\\` as `/`, so `/\t/evil.test` would leave the
 * site: such characters are refused outright, and what is left must resolve to this site.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/community/forum"): string {
  if (!value || !value.startsWith("/") || value.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_SITE || url.pathname.startsWith("//") || url.pathname.startsWith("/auth")) return fallback;
  return url.pathname + url.search + url.hash;
}

/** A form's first problem: the spec's message and the field it is about (focus and aria-describedby). */
export type FormProblem = { message: string; field: string };

export type SignUpInput = { email: string; password: string; confirmPassword: string; agreeToTerms: boolean };

/** The sign-up form's checks, in the order the spec lists them; returns the first problem or null. */
export function validateSignUp(input: SignUpInput): FormProblem | null {
  if (!input.email.trim()) return { message: AUTH_MESSAGES.missingCredentials, field: "email" };
  if (!input.password) return { message: AUTH_MESSAGES.missingCredentials, field: "password" };
  if (!emailSchema.safeParse(input.email).success) return { message: AUTH_MESSAGES.invalidEmail, field: "email" };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { message: AUTH_MESSAGES.passwordHint, field: "password" };
  if (input.password !== input.confirmPassword) {
    return { message: AUTH_MESSAGES.passwordsDoNotMatch, field: "confirmPassword" };
  }
  if (!input.agreeToTerms) return { message: AUTH_MESSAGES.mustAgreeToTerms, field: "agreeToTerms" };
  return null;
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
