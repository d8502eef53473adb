import { BOOKMARK_MESSAGES } from "@common/bookmarks";
import { bookmarkFormSchema } from "@common/saved-schemas";
import type { Route } from "./+types/resources-bookmarks";
import { setBookmark } from "../../server/forum/bookmarks/set-bookmark";
import { memberAction, parseWith } from "../../server/http/actions";
import type { PageHandle } from "~/lib/page-audience";

export const handle: PageHandle = { audience: "reader" };

/**
 * Sets or clears the member's bookmark on a post or a comment (postId or commentId, bookmarked): the
 * toggle on a post and its comments, with a fetcher or as a plain form that comes back to `redirectTo`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return memberAction(request, context, { signIn: BOOKMARK_MESSAGES.signIn }, async (acting, form) => {
    const { bookmarked } = await setBookmark(acting, parseWith(bookmarkFormSchema, Object.fromEntries(form)));
    return {
      data: { bookmarked },
      toast: { title: bookmarked ? BOOKMARK_MESSAGES.added : BOOKMARK_MESSAGES.removed },
    };
  });
}
