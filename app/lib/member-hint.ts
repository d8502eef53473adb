import { MEMBER_HINT_KEY } from "./member-hint-key";

/**
 * The inline script in <head> that marks <html data-member> where this browser had a signed-in member
 * (rememberMember, deferred-hydration.ts), so the header keeps the place of a member's menu and the page
 * hydrates at once. Not imported by any module: compiled on its own into the script's text
 * (scripts/lib/inline-script.ts; app/root.tsx imports that text).
 */
try {
  if (localStorage.getItem(MEMBER_HINT_KEY)) document.documentElement.dataset.member = "";
} catch {
  // No storage: no hint, the page hydrates on first use.
}
