import { commentPath, postPath } from "../../../common/forum";
import { categoryLabel, type PostCategory } from "../../../common/forum-categories";
import { withQuoteBylines } from "../../../common/forum-quote";
import {
  ATOM_CONTENT_TYPE,
  categoryFeedPath,
  categoryPagePath,
  commentsFeedTitle,
  forumFeedPath,
  postFeedPath,
  postsFeedTitle,
} from "../../../common/forum-feeds";
import { getLocale, m } from "../../../common/i18n";
import { localizedPath } from "../../../common/locale-path";
import { SHARED_PAGE_CACHE } from "../../http/pages-in-memory";
import type { RequestContext } from "../../request-context";
import { markdownHtml } from "../markdown";
import { commentsTag, FORUM_ORDER, postTag, profileTag } from "../page-tags";
import { atomXml, type AtomEntry } from "./xml";
import { newestComments, newestPosts, visiblePost, type FeedAuthor, type FeedPost } from "./read";

/**
 * The forum's Atom feeds as HTTP answers (ADR 0034). A feed is the same for every reader and is kept in
 * memory like the anonymous forum pages (server/http/pages-in-memory.ts): each tags what it shows, so a new,
 * edited or hidden post, comment or name drops it at once, and a shared cache may keep it as long as a
 * page (SHARED_PAGE_CACHE), revalidating with its ETag.
 */
type FeedContext = Pick<RequestContext, "database" | "config" | "pageTags">;

const atomResponse = (xml: string) =>
  new Response(xml, { headers: { "Content-Type": ATOM_CONTENT_TYPE, "Cache-Control": SHARED_PAGE_CACHE } });

/** An address that is no feed: a category that does not exist, a post that is not there or not visible. */
export function feedNotFound(what: "category" | "post"): Response {
  const text = what === "category" ? m.forum_feed_no_category() : m.forum_feed_no_post();
  return new Response(`${text}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

const authorOf = (author: FeedAuthor | null, origin: string) =>
  author
    ? { name: author.username ?? m.forum_anonymous(), uri: origin + localizedPath(`/profile/${author.id}`) }
    : { name: m.forum_anonymous() };

function showAuthor(context: FeedContext, author: FeedAuthor | null) {
  if (author) context.pageTags.tags.add(profileTag(author.id));
}

/**
 * A body's HTML as the pages show it (server/forum/markdown.ts), a quote's byline in the feed's language, its
 * site links (a mention's /u/name) made absolute: not every feed reader reads xml:base.
 */
const bodyHtml = (content: string, origin: string) =>
  withQuoteBylines(markdownHtml(content)).replace(/href="\/(?!\/)/g, `href="${origin}/`);

/** A post as a feed's entry: its title, address, author and text as its page shows it. */
export function postEntry(post: FeedPost, origin: string): AtomEntry {
  return {
    id: `urn:uuid:${post.id}`,
    title: post.title,
    link: origin + localizedPath(postPath(post.id)),
    published: post.createdAt,
    updated: post.updatedAt,
    author: authorOf(post.author, origin),
    category: { term: post.category, label: categoryLabel(post.category) },
    html: bodyHtml(post.content, origin),
  };
}

/** The newest posts of the forum (`/community/forum/feed.xml`) or of one category (`/c/<category>/feed.xml`). */
export async function postsFeed(context: FeedContext, category?: PostCategory): Promise<Response> {
  const origin = context.config.publicUrl;
  const posts = await newestPosts(context.database.db, category);
  // Which posts it lists (the order), each post's title and text, and each author's name; not their counts.
  context.pageTags.tags.add(FORUM_ORDER);
  for (const post of posts) {
    context.pageTags.tags.add(postTag(post.id));
    showAuthor(context, post.author);
  }
  const label = category ? categoryLabel(category) : null;
  return atomResponse(
    atomXml({
      pageUrl: origin + localizedPath(category ? categoryPagePath(category) : "/community/forum"),
      selfUrl: origin + localizedPath(category ? categoryFeedPath(category) : forumFeedPath),
      base: origin,
      lang: getLocale(),
      title: postsFeedTitle(category),
      subtitle: label ? m.forum_feed_category_subtitle({ category: label }) : m.forum_feed_subtitle(),
      emptyUpdated: new Date(),
      entries: posts.map((post) => postEntry(post, origin)),
    }),
  );
}

/** A post's newest comments (`/community/forum/posts/<id>/feed.xml`); 404 unless everyone may see the post. */
export async function commentsFeed(context: FeedContext, postId: string): Promise<Response> {
  const origin = context.config.publicUrl;
  const db = context.database.db;
  const post = await visiblePost(db, postId);
  if (!post) return feedNotFound("post");
  const comments = await newestComments(db, post.id);
  context.pageTags.tags.add(postTag(post.id));
  context.pageTags.tags.add(commentsTag(post.id));
  for (const comment of comments) showAuthor(context, comment.author);
  return atomResponse(
    atomXml({
      pageUrl: origin + localizedPath(postPath(post.id)),
      selfUrl: origin + localizedPath(postFeedPath(post.id)),
      base: origin,
      lang: getLocale(),
      title: commentsFeedTitle(post.title),
      subtitle: m.forum_feed_comments_subtitle({ title: post.title }),
      emptyUpdated: post.updatedAt,
      entries: comments.map((comment) => ({
        id: `urn:uuid:${comment.id}`,
        title: m.forum_feed_reply_title({ title: post.title }),
        link: origin + localizedPath(commentPath(post.id, comment.id)),
        published: comment.createdAt,
        updated: comment.updatedAt,
        author: authorOf(comment.author, origin),
        html: bodyHtml(comment.content, origin),
      })),
    }),
  );
}
