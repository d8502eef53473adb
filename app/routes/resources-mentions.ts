import { data } from "react-router";
import { MENTION_SUGGESTIONS_MAX } from "@common/notifications";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-mentions";
import { usernamesStartingWith } from "../../server/profiles/read";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * The @mention autocomplete's suggestions: at most MENTION_SUGGESTIONS_MAX usernames starting with `q`
 * (1 to 30 username characters), for signed-in members (who write).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const q = (new URL(request.url).searchParams.get("q") ?? "").toLowerCase();
  if (!/^[\p{L}\p{N}_.-]{1,30}$/u.test(q))
    return data({ usernames: [] as string[] }, { status: q ? 400 : 200, headers });
  if (!(await context.viewer())) return data({ usernames: [] as string[] }, { status: 401, headers });
  const usernames = await usernamesStartingWith(context.database.db, q, MENTION_SUGGESTIONS_MAX);
  return data({ usernames }, { headers });
}

/** Offline no names are suggested; typing goes on (ADR 0039). */
export const clientLoader = orOnNetworkFailure({ usernames: [] });
