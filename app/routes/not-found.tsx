import { data } from "react-router";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/** Any path no other route matches: answered with HTTP 404 and the not-found page (root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
