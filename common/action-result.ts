/**
 * What every route action answers (spec-shaped messages for the screen). Success may carry a toast and
 * data; a refusal carries the message, its code, the field it is about, and the fields as typed, so
 * that a form re-rendered without JavaScript keeps what the visitor wrote.
 */
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** How long it stays (spec section 9); the default is 5 s. */
  durationMs?: number;
}

export type ActionSuccess<T = undefined> = { ok: true; toast?: Toast; data?: T };
export type ActionFailure = {
  ok: false;
  error: {
    message: string;
    code: string;
    /** The (first) field the refusal is about. */
    field?: string;
    title?: string;
    /** Every field in error, when the form had several problems. */
    fieldErrors?: Record<string, string>;
  };
  fields?: Record<string, string>;
};
export type ActionResult<T = undefined> = ActionSuccess<T> | ActionFailure;

/** The code of a refusal because the visitor is not signed in (the page offers the sign-in prompt). */
export const SIGN_IN_REQUIRED = "UNAUTHENTICATED";

/** The code of a refusal for an unexpected failure (a bug or an outage), not a rule the visitor broke. */
export const UNEXPECTED = "UNEXPECTED";

export function isFailure(result: unknown): result is ActionFailure {
  return typeof result === "object" && result !== null && (result as ActionFailure).ok === false;
}
