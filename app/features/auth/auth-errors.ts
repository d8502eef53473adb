import { AUTH_MESSAGES } from "@common/auth";
import type { AuthClientError } from "~/lib/auth-client";

/** Turns an account-endpoint error into the words the spec puts on screen. */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (!error) return AUTH_MESSAGES.fallback;
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return AUTH_MESSAGES.incorrectCredentials;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return AUTH_MESSAGES.alreadyRegistered;
    case "EMAIL_NOT_VERIFIED":
      return AUTH_MESSAGES.emailNotConfirmed;
    case "INVALID_EMAIL":
      return AUTH_MESSAGES.invalidEmail;
    case "PASSWORD_TOO_SHORT":
      return AUTH_MESSAGES.passwordHint;
  }
  if (error.message && /already registered|already exists/i.test(error.message)) return AUTH_MESSAGES.alreadyRegistered;
  if (error.message && /invalid (login credentials|email or password)/i.test(error.message)) {
    return AUTH_MESSAGES.incorrectCredentials;
  }
  return error.message || AUTH_MESSAGES.fallback;
}
