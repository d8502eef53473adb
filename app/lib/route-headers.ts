import type { HeadersFunction } from "react-router";

/**
 * React Router passes only an action's cookies on to the response by itself. A route whose action can
 * refuse with "Too many attempts" re-exports this as `headers`, so that the 429 says when to try again.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
