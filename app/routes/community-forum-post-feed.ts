import type { Route } from "./+types/community-forum-post-feed";
import { commentsFeed } from "../../server/forum/atom/answers";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "everyone" };

/** A post's newest comments as an Atom feed (ADR 0034); a post not there, or not visible to everyone, is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  return commentsFeed(context, params.id);
}
