import { feedCategory } from "@common/forum-feeds";
import type { Route } from "./+types/community-forum-category-feed";
import { feedNotFound, postsFeed } from "../../server/forum/atom/answers";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "everyone" };

/** One category's newest posts as an Atom feed (ADR 0034); a category the spec does not name is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const category = feedCategory(params.category);
  return category ? postsFeed(context, category) : feedNotFound("category");
}
