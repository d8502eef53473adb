import { data } from "react-router";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-forum-latest";
import { homeLatestPosts } from "../../server/forum/home-latest";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/** The home page's 'Latest from the Forum', read again by the block when the forum changes. */
export async function loader({ context }: Route.LoaderArgs) {
  return data(await homeLatestPosts(context), { headers: { "Cache-Control": "no-cache" } });
}

export const clientLoader = orOnNetworkFailure({ posts: [], error: true });
