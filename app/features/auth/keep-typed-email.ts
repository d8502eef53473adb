import { TYPED_EMAIL_FRESH_MS, TYPED_EMAIL_KEY } from "./typed-email";

/**
 * An inline script, run from the server's HTML right after the sign-in/sign-up form (before the page's
 * JavaScript, which may still be on its way): it keeps the email as it is typed in this tab, and puts it
 * back in an empty email field. So a switch between Sign In and Sign Up clicked before the page is
 * interactive, which loads the page anew, keeps what was typed (once the page runs, the switch keeps the
 * same form and its fields). Storage refused: nothing kept, nothing lost. Not imported by any module:
 * compiled on its own into the script's text (scripts/lib/inline-script.ts; app/routes/auth.tsx imports that text).
 */
try {
  const form = document.querySelector<HTMLFormElement>("form[data-auth-form]");
  const input = form?.elements.namedItem("email") as HTMLInputElement | null | undefined;
  if (input) {
    // An empty item is no email either (`||`, not `??`): JSON.parse("") would throw.
    const kept = JSON.parse(sessionStorage.getItem(TYPED_EMAIL_KEY) || "null") as { email?: unknown; at?: unknown };
    if (kept && typeof kept.email === "string" && !input.value && Date.now() - Number(kept.at) < TYPED_EMAIL_FRESH_MS) {
      input.value = kept.email;
    }
    input.addEventListener("input", () => {
      sessionStorage.setItem(TYPED_EMAIL_KEY, JSON.stringify({ email: input.value, at: Date.now() }));
    });
  }
} catch {
  // Storage refused, or a kept value that is not JSON: nothing kept, nothing lost.
}
