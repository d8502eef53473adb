/**
 * Where a form or sign-in may send the reader back to (`?redirectTo=`, the switcher's `to=`): paths on this
 * site only (common/site-path.ts has the rule; issue #45, ADR 0045). Apart from common/auth.ts so that the
 * pages that never redirect (a guide) do not ship it.
 */
import { unlocalizedPath } from "./locale-path";
import { sameSitePath } from "./site-path";

/**
 * A path on this site, in any locale's form, to send a visitor to (`?redirectTo=`, the switcher's `to=`):
 * checked as it is and again without its locale prefix, which a redirect may remove (`/en//evil.example`
 * is `//evil.example` once it has). Null when either would leave the site.
 */
export function sameSitePathInAnyLocale(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  return path && sameSitePath(unlocalizedPath(path)) ? path : null;
}

/**
 * A path on this site to return to after signing in (or after a form), in the form any locale gives it;
 * anything else, and the sign-in pages themselves, fall back to `fallback` (common/site-path.ts has the rule).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/community/forum"): string {
  const path = sameSitePathInAnyLocale(value);
  return path && !unlocalizedPath(path).startsWith("/auth") ? path : fallback;
}
