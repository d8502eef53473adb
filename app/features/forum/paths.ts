import { useLocation } from "react-router";

export const forumPath = "/community/forum";
export const postPath = (postId: string) => `/community/forum/posts/${postId}`;

/** The permalink's ?edit=, ?reply= and ?delete= open a form in the page; after the write they are done. */
const ONE_OFF_PARAMS = ["edit", "reply", "delete"];

/** Where a form on this page sends a visitor back to after a write without JavaScript (with an anchor). */
export function useReturnTo(hash?: string): string {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const name of ONE_OFF_PARAMS) search.delete(name);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}
