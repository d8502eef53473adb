import type { HeadersFunction } from "react-router";

/**
 * React Router passes only an action's cookies on to the response by itself. Every route with an
 * action re-exports this as `headers` (every write is rate-limited), so that a 429 says when to try again.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
