/**
 * The one rule for where the site sends a browser (issue #45, ADR 0045): every Location header it writes
 * (the locale prefix's move, the language switcher, sign-in's and every form's `redirectTo`, React
 * Router's redirects) is a path on this site, checked after the last rewrite that made it.
 */
const THIS_SITE = "http://x.invalid";

// Browsers drop tabs and line breaks from an address and read `\` as `/`: `/\t/evil.test` and
// `/\evil.test` would leave the site. Other controls have no place in an address either.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * `value` as a path on this site (pathname, query and fragment, as the URL parser writes them), or null
 * when it is not one: not starting with a single `/`, a control character or `\` anywhere, a path that the
 * parser turns into `//host` (`/.//`, `/%2e//`), or a path whose decoded form would (`/%2F%2F`, `/%5C`):
 * a later rewrite (the locale prefix's) or a server that decodes would otherwise read it as another site.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.length > 2000) return null;
  if (UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not percent-encoded text: checked as it is.
  }
  if (path.startsWith("//") || UNSAFE.test(path)) return null;
  return url.pathname + url.search + url.hash;
}
