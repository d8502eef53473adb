import { data } from "react-router";
import { m } from "@common/i18n";
import { orOnNetworkFailure } from "~/lib/network-failure";
import { TITLE_MAX } from "@common/forum";
import type { SimilarPostsAnswer } from "@common/similar-posts";
import type { Route } from "./+types/resources-similar-posts";
import { AppError } from "../../server/app-error";
import { similarQuestions } from "../../server/forum/similar/similar-questions";
import { requireReadableGroup } from "../../server/groups/read";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/** Said when `?title=` is missing: the new-post form always sends it. */
/**
 * Up to five existing posts like `?title=`, for the new-post form as the title is typed (useFetcher,
 * debounced; issue #31 item 3, ADR 0035): the site search, counted per client address. A hint only:
 * posting does not depend on it. Refusals (a title too long, too many look-ups) answer their status
 * with the message and no posts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const title = new URL(request.url).searchParams.get("title");
  const answer = (body: SimilarPostsAnswer, status = 200) => data(body, { status, headers });
  if (title === null) return answer({ title: "", posts: [], message: m.forum_similar_no_title() }, 400);
  try {
    return answer({ title, posts: await similarQuestions(context, title, await groupAskedIn(request, context)) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
    return answer({ title: title.slice(0, TITLE_MAX), posts: [], message: error.message }, error.status);
  }
}

/**
 * The private group a question is asked in (`?group=`, the group's new-post screen), for a reader of it;
 * the group's 404 for anyone else, as its pages answer.
 */
async function groupAskedIn(request: Request, context: Route.LoaderArgs["context"]) {
  const slug = new URL(request.url).searchParams.get("group");
  if (slug === null) return null;
  return requireReadableGroup(context.database.db, slug, await context.viewer());
}

/** Out of reach (no network): nothing to show, and no error screen; the form posts as ever. */
export const clientLoader = orOnNetworkFailure<SimilarPostsAnswer>({ title: null, posts: [] });
