import { data } from "react-router";
import { m } from "@common/i18n";
import { orOnNetworkFailure } from "~/lib/network-failure";
import { USERNAME_MAX } from "@common/profile";
import type { UsernameCheck } from "@common/auth";
import type { Route } from "./+types/resources-username";
import { checkUsernameAsTyped } from "../../server/profiles/usernames";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * Whether `?username=` can be chosen at sign-up, for the form as it is typed (useFetcher, debounced):
 * the rules first (no database), then whether another member has it. A hint only: sign-up checks it all
 * again when the form is sent. Bounded (a name longer than the longest allowed is not looked up) and
 * counted per client address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const username = (new URL(request.url).searchParams.get("username") ?? "").trim();
  const answer = (check: UsernameCheck, status = 200) => data(check, { status, headers });
  if (username.length > USERNAME_MAX * 4) return answer({ username: "", available: false, message: null }, 400);
  const { check, retryAfterSeconds } = await checkUsernameAsTyped(context.database.db, username, context.clientAddress);
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  return answer(check, retryAfterSeconds ? 429 : 200);
}

/**
 * An answer holds for the moment it was asked: it is not asked again after the page's own forms are sent,
 * where sign-up would have it call the name that sign-up has just taken "already taken".
 */
export const shouldRevalidate = () => false;

/** Said when the server could not be reached to check a name (a weak connection). */
export const usernameNotChecked = () => m.auth_username_not_checked();

/** Out of reach (no network): not known, and no error screen; sign-up checks the name when the form is sent. */
export const clientLoader = orOnNetworkFailure<UsernameCheck>((request) => ({
  username: (new URL(request.url).searchParams.get("username") ?? "").trim(),
  available: null,
  message: usernameNotChecked(),
}));
