import { useLocation } from "react-router";
import { postPath, type CommentsPageRequest } from "@common/forum";

export { commentPath, postPath } from "@common/forum";
export const forumPath = "/community/forum";

/** A page of a post's comments (?comments=, and ?thread= for one thread's replies), at the comments. */
export function commentsPageHref(postId: string, { page, thread }: CommentsPageRequest, hash?: string): string {
  const search = new URLSearchParams();
  if (thread) search.set("thread", thread);
  if (page > 1) search.set("comments", String(page));
  const query = search.toString();
  return `${postPath(postId)}${query ? `?${query}` : ""}#${hash ?? `comments-${postId}`}`;
}

/** The permalink's ?edit=, ?reply= and ?delete= open a form in the page; after the write they are done. */
const ONE_OFF_PARAMS = ["edit", "reply", "delete"];
const isId = (value: string | null): value is string => Boolean(value && /^[0-9a-f-]{36}$/i.test(value));

/** Where a form on this page sends a visitor back to after a write without JavaScript (with an anchor). */
export function useReturnTo(hash?: string): string {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const name of ONE_OFF_PARAMS) {
    const commentId = search.get(name);
    search.delete(name);
    // The page was the one that holds that comment: come back to the same page.
    if (isId(commentId) && !search.has("comment")) search.set("comment", commentId);
  }
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}
