import { data } from "react-router";
import { categoryFrom } from "@common/forum-lists";
import { loadForumList } from "./community-forum";
import type { Route } from "./+types/community-forum-category";

/** A category's own page (issue #31): the forum's list, screen and live updates, for one category. */
export { default, ErrorBoundary, handle, meta } from "./community-forum";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const category = categoryFrom(params.category);
  if (!category) throw data(null, { status: 404 });
  return loadForumList(request, context, category);
}
