/** /auth with a way back to where the visitor is now. */
export function signInHref(returnTo: string): string {
  return `/auth?redirectTo=${encodeURIComponent(returnTo)}`;
}
