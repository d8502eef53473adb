import type { CommentView, PostAuthor, PostView } from "@common/forum";
import { commentPath, postPath } from "@common/forum";
import { withQuoteBylines } from "@common/forum-quote";
import { m } from "@common/i18n";
import { localizedPath } from "@common/locale-path";

/** Answers besides the accepted one that the page's structured data names (those on the page shown). */
export const SUGGESTED_ANSWERS_MAX = 3;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The text a reader sees of a rendered body (`contentHtml`): no Markdown marks, no tags, entities read,
 * one line per paragraph, list item or line break, a quote's byline in the reader's language.
 */
export function plainTextOf(html: string): string {
  return withQuoteBylines(html)
    .replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|blockquote|pre|tr)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return ENTITIES[name!.toLowerCase()] ?? entity;
    })
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * schema.org data for a post's permalink (issue #31, ADR 0031; issue #46 item 17, ADR 0053), built by the
 * loader on the server so no page's JavaScript carries it. A question with at least one answer on the page
 * (the accepted one, or a visible comment) is a QAPage: its accepted answer once solved, and a few of the
 * comments shown as suggested answers. A question nobody has answered yet is what it is, a
 * DiscussionForumPosting: Google refuses a QAPage without an answer. The addresses are the page's own, in
 * its language; the texts are what readers see, not the Markdown. Only for a post everyone can see.
 * React Router's <Meta> writes it as `<script type="application/ld+json">` with `<`, `>` and `&` escaped,
 * so no text a member wrote can close the script.
 */
export function qaPageData({
  post,
  accepted,
  comments,
  site,
}: {
  post: PostView;
  accepted: CommentView | null;
  /** The page of comments shown: visible top-level ones other than the answer become suggested answers. */
  comments: readonly CommentView[];
  /** The site's public address, without a trailing slash: structured data wants absolute URLs. */
  site: string;
}): Record<string, unknown> | null {
  if (post.visibility !== "visible") return null;
  const address = (path: string) => `${site}${localizedPath(path)}`;
  const person = (author: PostAuthor | null) =>
    author
      ? { "@type": "Person", name: author.username ?? m.forum_anonymous(), url: address(`/profile/${author.id}`) }
      : { "@type": "Person", name: m.forum_anonymous() };
  const answerOf = (comment: CommentView) => ({
    "@type": "Answer",
    text: plainTextOf(comment.contentHtml),
    dateCreated: comment.createdAt,
    url: address(commentPath(comment.postId, comment.id)),
    author: person(comment.author),
    upvoteCount: comment.likesCount,
  });
  const suggested = comments
    .filter((comment) => !comment.parentId && comment.visibility === "visible" && comment.id !== accepted?.id)
    .slice(0, SUGGESTED_ANSWERS_MAX)
    .map(answerOf);
  const text = plainTextOf(post.contentHtml);
  const url = address(postPath(post.id));
  if (!accepted && suggested.length === 0) {
    return {
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: post.title,
      text,
      datePublished: post.createdAt,
      url,
      author: person(post.author),
      interactionStatistic: [
        {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/LikeAction",
          userInteractionCount: post.likesCount,
        },
        {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/CommentAction",
          userInteractionCount: post.commentsCount,
        },
      ],
    };
  }
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: post.title,
      text,
      dateCreated: post.createdAt,
      url,
      author: person(post.author),
      answerCount: post.commentsCount,
      upvoteCount: post.likesCount,
      ...(accepted ? { acceptedAnswer: answerOf(accepted) } : {}),
      ...(suggested.length ? { suggestedAnswer: suggested } : {}),
    },
  };
}
