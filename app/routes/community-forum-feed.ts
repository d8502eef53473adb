import type { Route } from "./+types/community-forum-feed";
import { postsFeed } from "../../server/forum/atom/answers";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "everyone" };

/** The forum's newest posts as an Atom feed (ADR 0034). */
export function loader({ context }: Route.LoaderArgs) {
  return postsFeed(context);
}
