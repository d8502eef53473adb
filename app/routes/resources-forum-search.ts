import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-forum-search";
import { findPosts } from "../../server/forum/search";

/**
 * Forum posts matching `?q=`, for the search palette (loaded with a fetcher as the visitor types).
 * Spec: a failed search is logged and answers an empty list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const term = new URL(request.url).searchParams.get("q") ?? "";
  return { term, results: await findPosts(context, term) };
}

/** Spec: a search that fails is an empty list (the term is unknown here, so the palette keeps waiting). */
export const clientLoader = orOnNetworkFailure({ term: null, results: [] });
