import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-forum-search";
import { answerSearch } from "../../server/search/search";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * The site search for `?q=`, for the search palette (loaded with a fetcher as the visitor types): forum
 * posts, and the guide pages and glossary terms that answer the term (the palette's own index matches
 * guides by their words as typed; this understands a question or a typo). Titles only: the palette shows
 * no snippets. Spec: a failed search is logged and answers an empty list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const term = new URL(request.url).searchParams.get("q") ?? "";
  const { posts, guides } = await answerSearch(context, term);
  return {
    term,
    results: posts.map(({ id, title }) => ({ id, title })),
    guides: guides.map(({ href, title, section }) => ({ href, title, group: section })),
  };
}

/** Spec: a search that fails is an empty list (the term is unknown here, so the palette keeps waiting). */
export const clientLoader = orOnNetworkFailure({ term: null, results: [], guides: [] });
