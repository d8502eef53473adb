/** Where the sign-in form keeps the email typed in this tab (never a password). */
export const TYPED_EMAIL_KEY = "ireland-guide-auth-email";
/** A kept email older than this is not put back: it may be someone else's by now. */
export const TYPED_EMAIL_FRESH_MS = 10 * 60 * 1000;

/** Forgets the kept email (keep-typed-email.ts): the form was sent and cleared, or the visitor has left the page. */
export function forgetTypedEmail() {
  try {
    sessionStorage.removeItem(TYPED_EMAIL_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}
