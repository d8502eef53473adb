import { data } from "react-router";
import { m } from "@common/i18n";
import { orOnNetworkFailure } from "~/lib/network-failure";
import type { Route } from "./+types/resources-forum-locate";
import { locateComment, locatePost } from "../../server/forum/posts/read";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/** Which feed page a post (?post=) or a comment (?comment=) is on, for #post-… and #comment-… links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const db = context.database.db;
  const postId = search.get("post");
  const commentId = search.get("comment");
  if (postId) {
    const page = await locatePost(db, postId);
    return page ? { postId, page } : data({ error: m.forum_post_not_found() }, { status: 404 });
  }
  if (commentId) {
    const found = await locateComment(db, commentId);
    return found ? found : data({ error: m.forum_comment_not_found() }, { status: 404 });
  }
  return data({ error: m.forum_locate_which() }, { status: 400 });
}

/** Offline (or the server out of reach) the link is not "not found": the page says it is offline. */
export const clientLoader = orOnNetworkFailure({ offline: true as const });
