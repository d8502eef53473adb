import type { MetaDescriptor } from "react-router";
import { ATOM_CONTENT_TYPE } from "@common/forum-feeds";
import { localizedPath } from "@common/locale-path";

export { categoryFeedPath, commentsFeedTitle, forumFeedPath, postFeedPath, postsFeedTitle } from "@common/forum-feeds";

/**
 * A page's `<link rel="alternate">` to its Atom feed (ADR 0034), for its `meta` export: feed readers and
 * browsers find the feed from the page. `path` is the feed's path, in English; the link is the feed in the
 * page's language (/ar/…/feed.xml), and a reader resolves it against the page.
 */
export function feedLink(title: string, path: string): MetaDescriptor {
  const href = localizedPath(path);
  return { tagName: "link", rel: "alternate", type: ATOM_CONTENT_TYPE.split(";")[0]!, title, href };
}

/**
 * The same feed as a link a reader can see and follow (issue #46 item 9): a plain link, as the feed is XML,
 * in the page's language.
 */
export function FeedAnchor({ path, children }: { path: string; children: string }) {
  return (
    <a href={localizedPath(path)} type={ATOM_CONTENT_TYPE.split(";")[0]} className="text-sm text-brand underline">
      {children}
    </a>
  );
}
