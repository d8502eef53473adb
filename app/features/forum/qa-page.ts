import type { CommentView, PostAuthor, PostView } from "@common/forum";
import { commentPath, postPath } from "@common/forum";
import { m } from "@common/i18n";

/** Answers besides the accepted one that the page's structured data names (those on the page shown). */
export const SUGGESTED_ANSWERS_MAX = 3;

const person = (author: PostAuthor | null, site: string) =>
  author
    ? { "@type": "Person", name: author.username ?? m.forum_anonymous(), url: `${site}/profile/${author.id}` }
    : { "@type": "Person", name: m.forum_anonymous() };

function answerOf(comment: CommentView, site: string) {
  return {
    "@type": "Answer",
    text: comment.content,
    dateCreated: comment.createdAt,
    url: `${site}${commentPath(comment.postId, comment.id)}`,
    author: person(comment.author, site),
    upvoteCount: comment.likesCount,
  };
}

/**
 * schema.org QAPage data for a post's permalink (issue #31, ADR 0031): the post as the Question, its
 * accepted answer once solved, and a few of the comments shown as suggested answers. Only for a post
 * everyone can see. React Router's <Meta> writes it as `<script type="application/ld+json">` with `<`, `>`
 * and `&` escaped, so no text a member wrote can close the script.
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
  const suggested = comments
    .filter((comment) => !comment.parentId && comment.visibility === "visible" && comment.id !== accepted?.id)
    .slice(0, SUGGESTED_ANSWERS_MAX)
    .map((comment) => answerOf(comment, site));
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: post.title,
      text: post.content,
      dateCreated: post.createdAt,
      url: `${site}${postPath(post.id)}`,
      author: person(post.author, site),
      answerCount: post.commentsCount,
      upvoteCount: post.likesCount,
      ...(accepted ? { acceptedAnswer: answerOf(accepted, site) } : {}),
      ...(suggested.length ? { suggestedAnswer: suggested } : {}),
    },
  };
}
