import { data } from "react-router";
import { orOnNetworkFailure } from "~/lib/network-failure";
import { USERNAME_MAX } from "@common/profile";
import { usernameProblem, type UsernameCheck } from "@common/auth";
import type { Route } from "./+types/resources-username";
import { describeRetryAfter, hitRateLimit } from "../../server/rate-limit";
import { usernameRefusal } from "../../server/profiles/usernames";

/** Checks per client address: a fast typer with the form's debounce asks a few times a second at most. */
export const USERNAME_CHECK_LIMIT = { max: 60, windowSeconds: 60 };

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
  const problem = usernameProblem(username);
  if (problem) return answer({ username, available: false, message: problem.message });
  const limit = await hitRateLimit(
    context.database.db,
    `username-check:address:${context.clientAddress}`,
    USERNAME_CHECK_LIMIT,
  );
  if (!limit.allowed) {
    headers.set("Retry-After", String(limit.retryAfterSeconds));
    const message = `Too many checks. Sign-up will check the name when you send the form, or try again ${describeRetryAfter(limit.retryAfterSeconds)}.`;
    return answer({ username, available: null, message }, 429);
  }
  const refusal = await usernameRefusal(context.database.db, username, null);
  return answer({ username, available: !refusal, message: refusal?.message ?? null });
}

/** Said when the server could not be reached to check a name (a weak connection). */
export const USERNAME_NOT_CHECKED = "Could not check the name just now. Sign-up will check it when you send the form.";

/** Out of reach (no network): not known, and no error screen; sign-up checks the name when the form is sent. */
export const clientLoader = orOnNetworkFailure<UsernameCheck>((request) => ({
  username: (new URL(request.url).searchParams.get("username") ?? "").trim(),
  available: null,
  message: USERNAME_NOT_CHECKED,
}));
