import { data } from "react-router";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-forum-latest";
import { homeLatestPosts } from "../../server/forum/home-latest";
import { FOR_THE_READER } from "~/lib/page-audience";

export const handle = FOR_THE_READER;

/** The home page's 'Latest from the Forum', read again by the block when the forum changes. */
export async function loader({ context }: Route.LoaderArgs) {
  return data(await homeLatestPosts(context), { headers: { "Cache-Control": "no-cache" } });
}

export const clientLoader = orOnNetworkFailure({ posts: [], error: true });
