import { AUTH_MESSAGES, emailSchema, validateNewPassword, type FormProblem } from "../../common/auth";
import { AppError } from "../app-error";
import { isCommonPassword } from "./common-passwords";

/**
 * The account forms' rules as refusals: common/auth.ts states them (the screen checks with the same ones),
 * and these throw their first problem as an AppError beside its field. Each use case calls them on its
 * typed input in the order the spec's messages need.
 */

export function refuse(problem: FormProblem | null, others: FormProblem[] = []): void {
  if (!problem) return;
  const error = new AppError(400, problem.message, "INVALID", problem.field);
  // The other fields' problems too, each beside its field (an empty sign-up form marks every field).
  const fieldErrors: Record<string, string> = { [problem.field]: problem.message };
  for (const other of others) fieldErrors[other.field] ??= other.message;
  if (Object.keys(fieldErrors).length > 1) error.fieldErrors = fieldErrors;
  throw error;
}

/** An email field, checked: the spec's message beside the field (`field`) when it is not an address. */
export function checkedEmail(value: string, field: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new AppError(400, AUTH_MESSAGES.invalidEmail, "INVALID", field);
  return parsed.data;
}

/** The current password, as settings ask for it. */
export function requireCurrentPassword(password: string): string {
  if (!password) throw new AppError(400, AUTH_MESSAGES.currentPasswordMissing, "INVALID", "currentPassword");
  return password;
}

/** better-auth's answer to a wrong current password, in the screen's words beside its field. */
export const WRONG_CURRENT_PASSWORD = {
  // Read when a refusal is worded, in the language of the request.
  get INVALID_PASSWORD() {
    return { message: AUTH_MESSAGES.currentPasswordIncorrect, field: "currentPassword" };
  },
};

/** Checked here only, after the screen's own rules: the list of common passwords stays on the server. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new AppError(400, AUTH_MESSAGES.commonPassword, "COMMON_PASSWORD", field);
}

/** A new password with its confirmation (reset and settings). */
export function refuseNewPassword(password: string, confirmation: string): void {
  refuse(validateNewPassword(password, confirmation));
  refuseCommonPassword(password, "newPassword");
}
