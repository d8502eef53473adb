import { data } from "react-router";
import { redirect } from "~/lib/localized-router";
import type { Route } from "./+types/user-by-name";
import { usernameOwner } from "../../server/profiles/usernames";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * `/u/:username` (where an @mention links): the member's profile, found by username in any case. An
 * unknown or deleted member is the site's 404 page (the root error boundary), as a page and as data.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const username = params.username.slice(0, 30);
  const id = await usernameOwner(context.database.db, username);
  if (!id) throw data(null, { status: 404 });
  return redirect(`/profile/${id}`);
}

/**
 * Never shown (the loader redirects or answers 404), but it makes this a page route: without a
 * component React Router answers a thrown 404 with its raw body (`null`), not the 404 page.
 */
export default function UserByName() {
  return null;
}
